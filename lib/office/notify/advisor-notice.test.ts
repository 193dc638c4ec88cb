import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { intakeRenderers } from '@/lib/intake/outbox/renderers';
import { closeMailTransport } from '@/lib/mail/outbox/mail-transport';
import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import { assignLead } from '@/lib/office/leads/pipeline';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { decryptPush, startPushService, testDevice, type TestDevice } from '@/tests/support/push-service';
import { startMailbox } from '@/tests/support/receivers';
import webpush from 'web-push';
import { queueAdvisorNotice } from './advisor-notice';
import { removeDevice, saveDevice } from './devices';

setupTestDatabase(100_000);
jest.setTimeout(30_000);

const vapid = webpush.generateVAPIDKeys();
let pushService: Awaited<ReturnType<typeof startPushService>>;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: StaffMember;
let advisor: StaffMember;
let other: StaffMember;

async function member(name: string, role: 'admin' | 'advisor'): Promise<StaffMember> {
  const email = `${name.split(' ')[0]?.toLowerCase()}@nestora.example`;
  const user = await (await db()).staffUser.create({ data: { name, email, role, passwordHash: 'not used here' } });
  return { id: user.id, name, email, role };
}

let leads = 0;
async function lead(name = 'Meera Kapoor'): Promise<string> {
  leads += 1;
  const result = await createEnquiry({
    name,
    phone: `98${String(leads).padStart(8, '0')}`,
    source: 'api',
    projectName: 'Godrej Aristocrat',
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

/** Turns notifications on for a new device of the member, as "Notify me on this device" does. */
async function deviceOf(staff: StaffMember, label = 'Chrome on Android'): Promise<TestDevice> {
  const device = testDevice(`${pushService.base}/push/${Math.random().toString(36).slice(2)}`);
  await saveDevice(staff.id, { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, label);
  return device;
}

const pushRows = async () => (await db()).delivery.findMany({ where: { channel: 'push' }, orderBy: { createdAt: 'asc' } });
const subscriptionCount = async (endpoint: string) => (await db()).pushSubscription.count({ where: { endpoint } });

beforeAll(async () => {
  pushService = await startPushService();
  mailbox = await startMailbox();
  Object.assign(process.env, {
    SITE_URL: 'https://www.nestora.example',
    SMTP_URL: mailbox.url,
    LEAD_EMAIL_FROM: 'leads@nestora.example',
    LEAD_EMAIL_TO: 'desk@nestora.example',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@nestora.example',
    // The push service stand-in is plain http on loopback, which only this tests-only setting lets through.
    PUSH_LOOPBACK_FOR_TESTS: '1',
  });
  admin = await member('Asha Admin', 'admin');
  advisor = await member('Vikram Advisor', 'advisor');
  other = await member('Neha Other', 'advisor');
});

afterAll(async () => {
  closeMailTransport();
  await pushService.close();
  await mailbox.close();
});

beforeEach(async () => {
  pushService.received.length = 0;
  pushService.state.status = 201;
  delete pushService.state.location;
  mailbox.received.length = 0;
  const prisma = await db();
  await prisma.delivery.deleteMany({});
  await prisma.pushSubscription.deleteMany({});
});

describe('queueAdvisorNotice', () => {
  it('queues one push per device of the advisor, in the caller’s transaction, with the lead’s link', async () => {
    const id = await lead();
    const phone = await deviceOf(advisor, 'Chrome on Android');
    const laptop = await deviceOf(advisor, 'Firefox on Linux');
    await deviceOf(other);
    const now = new Date('2026-11-27T04:30:00Z');
    await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, now));

    const rows = await pushRows();
    expect(rows).toHaveLength(2);
    const subscriptions = await (await db()).pushSubscription.findMany({ where: { staffId: advisor.id } });
    const byEndpoint = new Map(subscriptions.map((row) => [row.id, row.endpoint]));
    expect(rows.map((row) => byEndpoint.get(JSON.parse(row.payload ?? '{}').subscriptionId)).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ leadId: id, state: 'pending', createdAt: now, nextAttemptAt: now });
      expect(JSON.parse(row.payload ?? '{}').message).toEqual({
        title: 'New lead assigned to you',
        body: `Meera Kapoor · Godrej Aristocrat · 98${String(leads).padStart(8, '0')}`,
        url: `/admin/leads/${id}`,
        tag: `lead-${id}`,
      });
    }
    expect(await (await db()).delivery.count({ where: { channel: 'notice-email' } })).toBe(0);
  });

  it('is undone with the transaction that failed', async () => {
    const id = await lead();
    await deviceOf(advisor);
    const prisma = await db();
    await expect(
      prisma.$transaction(async (tx) => {
        await queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'reminder' }, new Date());
        throw new Error('the assignment failed');
      }),
    ).rejects.toThrow('the assignment failed');
    expect(await pushRows()).toEqual([]);
  });

  it('e-mails an advisor with no device, with the lead’s link, and sends it', async () => {
    const id = await lead('Rohit Sen');
    await deviceOf(other);
    await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'reminder' }, new Date()));
    expect(await pushRows()).toEqual([]);
    const mails = await (await db()).delivery.findMany({ where: { channel: 'notice-email' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.leadId).toBe(id);
    // Queued as the notice's data, not a rendered mail: the transaction that assigns a lead renders nothing.
    const queued = JSON.parse(mails[0]?.payload ?? '{}');
    expect(Object.keys(queued).sort()).toEqual(['notice', 'to']);
    expect(queued).toMatchObject({ to: 'vikram@nestora.example', notice: { path: `/admin/leads/${id}` } });

    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    const recipient = (mail: (typeof mailbox.received)[number]) => (mail.to && 'text' in mail.to ? mail.to.text : '');
    const toAdvisor = mailbox.received.filter((mail) => recipient(mail) === 'vikram@nestora.example');
    expect(toAdvisor).toHaveLength(1);
    const mail = toAdvisor[0];
    expect(mail?.subject).toBe(
      `Reminder: this lead is waiting for your call: Rohit Sen · Godrej Aristocrat · 98${String(leads).padStart(8, '0')}`,
    );
    expect(mail?.text).toContain(`https://www.nestora.example/admin/leads/${id}`);
    expect(pushService.received).toEqual([]);
  });

  it('tells the new owner when an admin assigns a lead, and nobody when they take it themselves or it is unassigned', async () => {
    const device = await deviceOf(advisor);
    const assigned = await lead();
    await assignLead(admin, assigned, advisor.id);
    const taken = await lead();
    await assignLead(advisor, taken, advisor.id);
    await assignLead(admin, taken, null);
    const urls = (await pushRows()).map((row) => JSON.parse(row.payload ?? '{}').message.url);
    expect(urls).toEqual([`/admin/leads/${assigned}`]);

    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    expect(pushService.received.map((push) => `${pushService.base}${push.path}`)).toEqual([device.endpoint]);
  });
});

describe('the push sender', () => {
  it('posts an aes128gcm payload, encrypted to the device, with a VAPID Authorization, to the device’s push address', async () => {
    const id = await lead();
    const device = await deviceOf(advisor);
    const now = new Date();
    await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, now));
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();

    expect(pushService.received).toHaveLength(1);
    const push = pushService.received[0]!;
    expect(`${pushService.base}${push.path}`).toBe(device.endpoint);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(24 * 60 * 60));
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    const jwt = JSON.parse(Buffer.from(push.headers.authorization!.split('.')[1]!, 'base64url').toString());
    expect(jwt).toMatchObject({ aud: pushService.base, sub: 'mailto:ops@nestora.example' });
    expect(push.body.includes(Buffer.from('Meera'))).toBe(false);
    expect(push.body.includes(Buffer.from(id))).toBe(false);
    expect(JSON.parse(decryptPush(device, push.body))).toEqual({
      title: 'New lead assigned to you',
      body: expect.stringContaining('Meera Kapoor'),
      url: `/admin/leads/${id}`,
      tag: `lead-${id}`,
    });
    // Another device's keys cannot read it.
    expect(() => decryptPush(testDevice(device.endpoint), push.body)).toThrow();

    const [row] = await pushRows();
    expect(row).toMatchObject({ state: 'delivered', payload: null, lastError: null });
    expect((await (await db()).pushSubscription.findUnique({ where: { endpoint: device.endpoint } }))?.lastSuccessAt).not.toBeNull();
  });

  it('removes a subscription its push service says is gone (410, 404) and ends the delivery without retrying', async () => {
    for (const status of [410, 404]) {
      await (await db()).delivery.deleteMany({});
      pushService.received.length = 0;
      const id = await lead();
      const device = await deviceOf(advisor);
      await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, new Date()));
      pushService.state.status = status;
      await createOutboxWorker({ renderers: intakeRenderers }).runOnce();

      expect(pushService.received).toHaveLength(1);
      expect(await subscriptionCount(device.endpoint)).toBe(0);
      const [row] = await pushRows();
      expect(row).toMatchObject({ state: 'failed', attempts: 1, payload: null });
      expect(row?.lastError).toBe(`HTTP ${status}: the device's subscription has ended, so it was removed`);

      // A day later the worker finds nothing to send, and the next notice of the lead goes by e-mail.
      pushService.state.status = 201;
      await createOutboxWorker({ renderers: intakeRenderers, now: () => new Date(Date.now() + 24 * 3600_000) }).runOnce();
      expect(pushService.received).toHaveLength(1);
      await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'reminder' }, new Date()));
      expect(await (await db()).delivery.count({ where: { channel: 'notice-email', leadId: id } })).toBe(1);
    }
  });

  it('retries a push the push service failed (500) on the outbox’s schedule, keeping the device', async () => {
    const id = await lead();
    const device = await deviceOf(advisor);
    const start = new Date();
    let clock = start;
    const worker = createOutboxWorker({ renderers: intakeRenderers, now: () => clock });
    await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, start));
    pushService.state.status = 500;
    await worker.runOnce();

    let [row] = await pushRows();
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'the device could not be reached; it will be tried again' });
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + 30_000);
    expect(await subscriptionCount(device.endpoint)).toBe(1);

    pushService.state.status = 201;
    clock = new Date(start.getTime() + 10_000);
    await worker.runOnce();
    expect(pushService.received).toHaveLength(1);
    clock = new Date(start.getTime() + 30_000);
    await worker.runOnce();
    [row] = await pushRows();
    expect(row).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(pushService.received).toHaveLength(2);
    expect(JSON.parse(decryptPush(device, pushService.received[1]!.body)).url).toBe(`/admin/leads/${id}`);
  });

  it('ends a push to a device turned off after it was queued, sending nothing', async () => {
    const id = await lead();
    const device = await deviceOf(advisor);
    await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, new Date()));
    await (await db()).pushSubscription.deleteMany({ where: { endpoint: device.endpoint } });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    expect(pushService.received).toEqual([]);
    expect((await pushRows())[0]).toMatchObject({ state: 'failed', lastError: 'the device has turned notifications off' });
  });
});

describe('the push sender, as an attacker would use it', () => {
  it('never follows a push service’s redirect, and tells staff only that the device could not be reached', async () => {
    const inside = await startPushService();
    try {
      pushService.state.status = 307;
      pushService.state.location = `${inside.base}/internal-admin/flush?all=1`;
      const id = await lead();
      await deviceOf(advisor);
      await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, new Date()));
      await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
      expect(pushService.received).toHaveLength(1);
      expect(inside.received).toEqual([]);
      expect((await pushRows())[0]).toMatchObject({
        state: 'pending',
        lastError: 'the device could not be reached; it will be tried again',
      });
    } finally {
      await inside.close();
    }
  });

  it('shows a closed port and an open one alike on the lead: no network detail reaches staff', async () => {
    const closed = await startPushService();
    await closed.close();
    const id = await lead();
    for (const base of [closed.base, pushService.base]) {
      const device = testDevice(`${base}/push/${Math.random().toString(36).slice(2)}`);
      await saveDevice(advisor.id, { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, null);
    }
    pushService.state.status = 500;
    await (await db()).$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, new Date()));
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    const errors = (await pushRows()).map((row) => row.lastError);
    expect(errors).toEqual([
      'the device could not be reached; it will be tried again',
      'the device could not be reached; it will be tried again',
    ]);
  });

  it('refuses at send time a stored address that is no browser push service, posting nothing, and removes the device', async () => {
    const id = await lead();
    const device = testDevice(`${pushService.base}/internal-admin/flush?all=1`);
    const prisma = await db();
    // Stored before the allow-list (the review found such rows), then the tests-only setting is off, as in production.
    await prisma.pushSubscription.create({
      data: { staffId: advisor.id, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth },
    });
    await prisma.$transaction((tx) => queueAdvisorNotice(tx, { staffId: advisor.id, leadId: id, kind: 'assigned' }, new Date()));
    await createOutboxWorker({ renderers: intakeRenderers, settings: () => ({ ...env(), PUSH_LOOPBACK_FOR_TESTS: undefined }) }).runOnce();
    expect(pushService.received).toEqual([]);
    expect((await pushRows())[0]).toMatchObject({
      state: 'failed',
      lastError: 'the device gave a push address that is not a browser push service, so it was removed',
    });
    expect(await subscriptionCount(device.endpoint)).toBe(0);
  });
});

describe('devices', () => {
  it('refuse the inside addresses the review registered, and any https host that is no push service, storing none', async () => {
    const device = testDevice('https://fcm.googleapis.com/fcm/send/abc');
    const keys = { p256dh: device.p256dh, auth: device.auth };
    const inside = [
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://10.20.30.40:8443/admin/reset',
      'https://attacker.example/collect',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ];
    for (const endpoint of inside) {
      await expect(saveDevice(advisor.id, { endpoint, keys }, null)).rejects.toThrow('cannot use');
    }
    expect(await (await db()).pushSubscription.count()).toBe(0);
    for (const endpoint of [
      'https://fcm.googleapis.com/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      await saveDevice(advisor.id, { endpoint, keys }, null);
    }
    expect(await (await db()).pushSubscription.count()).toBe(4);
  });

  it('keep a device with the member who holds it: another member registering its address is refused', async () => {
    const device = testDevice('https://fcm.googleapis.com/fcm/send/held');
    const keys = { p256dh: device.p256dh, auth: device.auth };
    await saveDevice(advisor.id, { endpoint: device.endpoint, keys }, 'Chrome');
    await expect(saveDevice(other.id, { endpoint: device.endpoint, keys }, 'Chrome')).rejects.toThrow(
      "already gets another staff member's notifications",
    );
    expect(await (await db()).pushSubscription.findMany({ select: { staffId: true } })).toEqual([{ staffId: advisor.id }]);
    // Once they turn it off there, the new member may have it.
    await removeDevice(advisor.id, device.endpoint);
    await saveDevice(other.id, { endpoint: device.endpoint, keys }, 'Chrome');
    expect(await (await db()).pushSubscription.findMany({ select: { staffId: true } })).toEqual([{ staffId: other.id }]);
  });

  it('refuse a subscription that is not a push service’s, storing nothing', async () => {
    const device = testDevice('https://fcm.googleapis.com/fcm/send/abc');
    const keys = { p256dh: device.p256dh, auth: device.auth };
    await expect(saveDevice(advisor.id, { endpoint: 'http://10.0.0.5/admin', keys }, null)).rejects.toThrow('cannot use');
    await expect(saveDevice(advisor.id, { endpoint: device.endpoint, keys: { ...keys, auth: 'short' } }, null)).rejects.toThrow(
      'cannot use',
    );
    await expect(saveDevice(advisor.id, 'nonsense', null)).rejects.toThrow('cannot use');
    expect(await (await db()).pushSubscription.count()).toBe(0);
    await saveDevice(advisor.id, { endpoint: device.endpoint, keys }, 'Chrome');
    expect(await (await db()).pushSubscription.findMany({ select: { staffId: true } })).toEqual([{ staffId: advisor.id }]);
  });
});
