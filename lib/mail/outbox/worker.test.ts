import { readPrivacyLinkToken } from '@/lib/compliance/consent/privacy-link';
import { createPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { createApplication } from '@/lib/intake/forms/application-store';
import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { intakeRenderers } from '@/lib/intake/outbox/renderers';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { startMailbox, startWebhookReceiver } from '@/tests/support/receivers';
import { Webhook } from 'standardwebhooks';
import { GIVE_UP_AFTER_MS } from './backoff';
import { closeMailTransport } from './mail-transport';
import { preparedMailRow, preparedWebhookRow } from './prepared';
import { LINK_EXPIRED_ERROR, claimPendingDeliveries } from './store';
import { createOutboxWorker } from './worker';

setupTestDatabase(100_000);
jest.setTimeout(30_000);

const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
  Object.assign(process.env, {
    SITE_URL: 'https://www.nestora.example',
    SMTP_URL: mailbox.url,
    LEAD_EMAIL_FROM: 'leads@nestora.example',
    LEAD_EMAIL_TO: 'asha@nestora.example, vikram@nestora.example',
    CAREERS_EMAIL_TO: 'careers@nestora.example',
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: secret,
  });
});

afterAll(async () => {
  closeMailTransport();
  await mailbox.close();
  await receiver.close();
});

beforeEach(async () => {
  mailbox.received.length = 0;
  receiver.received.length = 0;
  receiver.state.status = 204;
  receiver.state.delayMs = 0;
  await (await db()).delivery.deleteMany({});
});

async function enquire(body: Record<string, unknown>): Promise<string> {
  const result = await createEnquiry(body);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

const phone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
async function waitUntil(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const states = async () => (await (await db()).delivery.findMany({ orderBy: { channel: 'asc' } })).map((row) => [row.channel, row.state]);

describe('a new enquiry', () => {
  it('reaches the advisors, the buyer and the CRM, every visitor value escaped', async () => {
    const mobile = phone();
    const id = await enquire({
      name: 'Asha <b>Verma</b>',
      phone: mobile,
      email: 'asha.buyer@example.in',
      message: 'Call after 6 <script>alert(1)</script>',
      source: 'project',
      projectDeveloper: 'godrej',
      projectId: 'godrej-aristocrat',
      projectName: 'Godrej Aristocrat',
      pagePath: '/project-details/godrej/godrej-aristocrat',
    });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    expect(await states()).toEqual([
      ['buyer-email', 'delivered'],
      ['lead-email', 'delivered'],
      ['webhook', 'delivered'],
    ]);

    const lead = mailbox.received.find((mail) => mail.subject?.startsWith('New lead'));
    expect(lead?.subject).toBe(`New lead: Asha <b>Verma</b> · Godrej Aristocrat · ${mobile}`);
    expect(lead?.to && 'text' in lead.to ? lead.to.text : '').toBe('asha@nestora.example, vikram@nestora.example');
    expect(lead?.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(lead?.html).toContain('Call after 6 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(lead?.html).not.toContain('<script>');
    expect(lead?.html).toContain(`href="tel:${mobile}"`);
    expect(lead?.html).toContain(`href="https://wa.me/91${mobile}"`);
    expect(lead?.html).toContain('href="https://www.nestora.example/project-details/godrej/godrej-aristocrat"');
    expect(lead?.text).toContain(`Lead on the staff page: https://www.nestora.example/admin/leads/${id}`);
    expect(lead?.text).toContain('Sent from: https://www.nestora.example/project-details/godrej/godrej-aristocrat');

    const confirmation = mailbox.received.find((mail) => mail.subject?.startsWith('Nestora Realty'));
    expect(confirmation?.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe('asha.buyer@example.in');
    expect(confirmation?.subject).toBe('Nestora Realty: we have your enquiry about Godrej Aristocrat');
    expect(confirmation?.text).toContain('An advisor will call you on');
    // The privacy link names this enquiry and is signed: it opens the choices page for it.
    const link = /Your privacy: .*\((https:\/\/www\.nestora\.example\/privacy\/choices\?token=[^)\s]+)\)/.exec(
      confirmation?.text ?? '',
    )?.[1];
    expect(readPrivacyLinkToken(new URL(link ?? 'http://x').searchParams.get('token') ?? '')).toEqual({ ok: true, leadId: id });

    const [delivery] = receiver.received;
    const verified = new Webhook(secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> };
    expect(verified.type).toBe('enquiry.created');
    expect(verified.data).toMatchObject({ id, name: 'Asha <b>Verma</b>', phone: mobile, projectId: 'godrej-aristocrat' });
    const row = await (await db()).delivery.findFirst({ where: { channel: 'webhook' } });
    expect(delivery!.headers['webhook-id']).toBe(row?.id);
    expect(() =>
      new Webhook(secret).verify(delivery!.body.replace('Asha', 'Eve'), {
        'webhook-id': String(delivery!.headers['webhook-id']),
        'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
        'webhook-signature': String(delivery!.headers['webhook-signature']),
      }),
    ).toThrow();
  });

  it('says "Site visit request", and sends no confirmation for a possible-spam row', async () => {
    const prisma = await db();
    const id = await enquire({ name: 'Ravi', phone: phone(), email: 'ravi@example.in', website: 'http://bot.example' });
    await prisma.lead.update({ where: { id }, data: { intent: 'site-visit', visitDate: '2026-12-05', visitSlot: 'morning', visitors: 3 } });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    expect(await states()).toEqual([
      ['lead-email', 'delivered'],
      ['webhook', 'delivered'],
    ]);
    const [mail] = mailbox.received;
    expect(mail?.subject).toMatch(/^Possible spam: Site visit request: Ravi · api form · 98/);
    expect(mail?.text).toContain('Site visit: 2026-12-05, Morning (10 am – 1 pm), 3 visitor(s)');
  });

  it('sends no confirmation without an e-mail address, and marks a repeat enquiry with a link to the open lead', async () => {
    const mobile = phone();
    const first = await enquire({ name: 'Kiran', phone: mobile });
    const repeat = await enquire({ name: 'Kiran', phone: `+91 ${mobile}` });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    const rows = await (await db()).delivery.findMany({ where: { leadId: repeat }, orderBy: { channel: 'asc' } });
    expect(rows.map((row) => [row.channel, row.state])).toEqual([
      ['lead-email', 'delivered'],
      ['webhook', 'delivered'],
    ]);
    const mail = mailbox.received.find((received) => received.text?.includes('Repeat enquiry'));
    expect(mail?.text).toContain(`Lead on the staff page: https://www.nestora.example/admin/leads/${first}`);
    const posted = receiver.received.map((request) => JSON.parse(request.body) as { data: { id: string; repeatOfId: string | null } });
    expect(posted.find((body) => body.data.id === repeat)?.data.repeatOfId).toBe(first);
  });

  it('sends a job application to the careers mailbox', async () => {
    const result = await createApplication({
      name: 'Neha',
      email: 'neha@example.in',
      about: 'Ten years in sales',
      department: 'Sales',
      position: 'Sales Manager',
    });
    expect(result.ok).toBe(true);
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    expect(mailbox.received.map((mail) => [mail.subject, mail.to && 'text' in mail.to ? mail.to.text : ''])).toEqual([
      ['Job application: Neha · Sales Manager', 'careers@nestora.example'],
    ]);
  });
});

describe('when a channel is down', () => {
  it('keeps what arrived while the mail server was down and sends it once the server answers again', async () => {
    let clock = new Date(Date.now() + 1_000);
    const worker = createOutboxWorker({ renderers: intakeRenderers, now: () => clock, probeMs: 0 });
    await mailbox.close();
    const names = ['Down 1', 'Down 2', 'Down 3'];
    for (const name of names) await enquire({ name, phone: phone() });
    await worker.runOnce();
    const waiting = await (await db()).delivery.findMany({ where: { channel: 'lead-email' } });
    expect(waiting.map((row) => [row.state, row.attempts, row.lastError])).toEqual(names.map(() => ['pending', 1, 'connection refused']));
    expect(waiting[0]?.nextAttemptAt).toEqual(new Date(clock.getTime() + 30_000));

    clock = new Date(clock.getTime() + 5_000); // long before the next scheduled try
    mailbox = await startMailbox(mailbox.port);
    await worker.runOnce();
    expect(mailbox.received.map((mail) => mail.subject?.split(' · ')[0]).sort()).toEqual(names.map((name) => `New lead: ${name}`));
    expect(await (await db()).delivery.count({ where: { state: 'pending' } })).toBe(0);
  });

  it('retries a refused webhook with the same webhook-id and body, and never sends a delivered one again', async () => {
    let clock = new Date(Date.now() + 1_000);
    const worker = createOutboxWorker({ renderers: intakeRenderers, now: () => clock });
    receiver.state.status = 503;
    await enquire({ name: 'Retry', phone: phone() });
    await worker.runOnce();
    const row = await (await db()).delivery.findFirstOrThrow({ where: { channel: 'webhook' } });
    expect([row.state, row.lastError]).toEqual(['pending', 'HTTP 503']);

    receiver.state.status = 200;
    clock = new Date(clock.getTime() + 31_000);
    await worker.runOnce();
    await worker.runOnce();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    expect((await (await db()).delivery.findUniqueOrThrow({ where: { id: row.id } })).state).toBe('delivered');
  });

  it('marks a delivery failed after three days of retries', async () => {
    const start = new Date('2026-11-24T06:00:00Z');
    let clock = start;
    const worker = createOutboxWorker({ renderers: intakeRenderers, now: () => clock });
    receiver.state.status = 500;
    await enquire({ name: 'Never', phone: phone() });
    await (await db()).delivery.updateMany({ data: { createdAt: start, nextAttemptAt: start } });
    for (let tries = 0; tries < 20 && clock.getTime() - start.getTime() <= GIVE_UP_AFTER_MS; tries += 1) {
      await worker.runOnce();
      const row = await (await db()).delivery.findFirstOrThrow({ where: { channel: 'webhook' } });
      clock = row.nextAttemptAt;
    }
    const row = await (await db()).delivery.findFirstOrThrow({ where: { channel: 'webhook' } });
    expect([row.state, row.lastError]).toEqual(['failed', 'HTTP 500']);
    expect(row.attempts).toBe(16); // 4 early tries, then every 6 h until the third day is over
  });
});

describe('stopping', () => {
  it('waits for the sends in flight, and sends nothing it is woken for afterwards', async () => {
    receiver.state.delayMs = 300;
    const worker = createOutboxWorker({ renderers: intakeRenderers });
    await enquire({ name: 'In flight', phone: phone() });
    worker.start();
    await waitUntil(() => receiver.received.length === 1);
    await worker.stop();
    expect(await states()).toEqual([
      ['lead-email', 'delivered'],
      ['webhook', 'delivered'],
    ]);

    await enquire({ name: 'After stop', phone: phone() });
    await worker.wake();
    expect(receiver.received).toHaveLength(1);
    expect(await (await db()).delivery.count({ where: { state: 'pending', claimToken: null } })).toBe(2);
  });
});

describe('claims', () => {
  it('let two workers racing over the same rows send each delivery exactly once', async () => {
    for (let n = 0; n < 25; n += 1) await enquire({ name: `Race ${n}`, phone: phone() });
    await Promise.all([
      createOutboxWorker({ renderers: intakeRenderers, batchSize: 7 }).runOnce(),
      createOutboxWorker({ renderers: intakeRenderers, batchSize: 7 }).runOnce(),
    ]);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(mailbox.received).toHaveLength(25);
  });

  it('leave a dead worker’s claim alone until it expires, then deliver it with the same webhook-id', async () => {
    const start = new Date('2026-11-24T06:00:00Z');
    await enquire({ name: 'Orphan', phone: phone() });
    const prisma = await db();
    await prisma.delivery.updateMany({ data: { nextAttemptAt: start } });
    const [claimed] = await claimPendingDeliveries('dead-worker', { limit: 10, now: start, leaseMs: 60_000 }).then((rows) =>
      rows.filter((row) => row.channel === 'webhook'),
    );
    await createOutboxWorker({ renderers: intakeRenderers, now: () => new Date(start.getTime() + 30_000) }).runOnce();
    expect(receiver.received).toHaveLength(0);
    await createOutboxWorker({ renderers: intakeRenderers, now: () => new Date(start.getTime() + 61_000) }).runOnce();
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([claimed?.id]);
  });
});

describe('prepared deliveries', () => {
  it('sends a prepared e-mail to its one address and then forgets its text', async () => {
    const prisma = await db();
    const row = preparedMailRow({
      to: 'new.advisor@example.in',
      subject: 'Your Nestora staff invitation',
      text: 'Open https://www.nestora.example/admin/invitation/secret-token',
      html: '<p>Open the link</p>',
    });
    await prisma.delivery.create({ data: row });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();

    const mail = mailbox.received.find((message) => message.subject === 'Your Nestora staff invitation');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('new.advisor@example.in');
    expect(mail?.text).toContain('/admin/invitation/secret-token');
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ state: 'delivered', payload: null });
  });

  it('posts a prepared webhook event, signed like a lead, and keeps it', async () => {
    const prisma = await db();
    const row = preparedWebhookRow('lead.erased', { leadId: 'lead-9' }, new Date('2026-11-26T00:00:00Z'));
    await prisma.delivery.create({ data: row });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();

    const request = receiver.received.find((received) => received.headers['webhook-id'] === row.id);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      type: 'lead.erased',
      timestamp: '2026-11-26T00:00:00.000Z',
      data: { leadId: 'lead-9' },
    });
    expect(() => new Webhook(secret).verify(request?.body ?? '', request?.headers as Record<string, string>)).not.toThrow();
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ state: 'delivered', payload: row.payload });
  });

  it('refuses a malformed prepared mail as a failed attempt, not a crash', async () => {
    const prisma = await db();
    await prisma.delivery.create({ data: { id: 'msg_broken', channel: 'notice-email', payload: '{"to":"nobody"}' } });
    await createOutboxWorker({ renderers: intakeRenderers }).runOnce();
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: 'msg_broken' } })).toMatchObject({
      state: 'pending',
      lastError: 'the prepared message is missing or malformed',
    });
  });
});

describe('one-time links in the outbox (issue 39)', () => {
  const start = new Date('2026-11-24T06:00:00Z');
  const linkMail = (linkExpiresAt?: Date) =>
    preparedMailRow(
      {
        to: 'asha.rao@example.in',
        subject: 'Reset your password',
        text: 'Open https://www.nestora.example/admin/reset/live-token',
        html: '<p>x</p>',
      },
      { linkExpiresAt },
    );
  // The mail server refuses, as during an outage: every try is a failed attempt.
  const mailDown = () => ({ ...env(), SMTP_URL: 'smtp://127.0.0.1:9' });

  it('drops an unsent mail’s text when its link expires, and never sends the dead link', async () => {
    const prisma = await db();
    const row = linkMail(new Date(start.getTime() + 30 * 60_000));
    await prisma.delivery.create({ data: { ...row, createdAt: start, nextAttemptAt: start } });
    let clock = start;
    const down = createOutboxWorker({ renderers: intakeRenderers, now: () => clock, settings: mailDown });
    await down.runOnce();
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ state: 'pending', payload: row.payload });

    clock = new Date(start.getTime() + 30 * 60_000);
    // The mail server is back, but the link no longer works: nothing is sent, nothing of it is kept.
    await createOutboxWorker({ renderers: intakeRenderers, now: () => clock }).runOnce();
    expect(mailbox.received).toHaveLength(0);
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      state: 'failed',
      payload: null,
      lastError: LINK_EXPIRED_ERROR,
    });
  });

  it('keeps no text of a mail that failed for good, link or not', async () => {
    const prisma = await db();
    const rows = [linkMail(new Date(start.getTime() + 10 * 24 * 60 * 60_000)), linkMail()];
    for (const row of rows) await prisma.delivery.create({ data: { ...row, createdAt: start, nextAttemptAt: start } });
    let clock = start;
    const worker = createOutboxWorker({ renderers: intakeRenderers, now: () => clock, settings: mailDown });
    for (let tries = 0; tries < 20 && clock.getTime() - start.getTime() <= GIVE_UP_AFTER_MS; tries += 1) {
      await worker.runOnce();
      clock = (await prisma.delivery.findFirstOrThrow({ where: { id: rows[0]!.id } })).nextAttemptAt;
    }
    const after = await prisma.delivery.findMany({ where: { id: { in: rows.map((row) => row.id) } } });
    expect(after.map((row) => [row.state, row.payload])).toEqual([
      ['failed', null],
      ['failed', null],
    ]);
  });

  it('drops the text of a sent or failed mail whose link expired, as of the next pass', async () => {
    const prisma = await db();
    const row = linkMail(new Date(start.getTime() + 60_000));
    // A row failed before the text was dropped on failure (an older version of the site).
    await prisma.delivery.create({ data: { ...row, state: 'failed', createdAt: start, nextAttemptAt: start } });
    await createOutboxWorker({ renderers: intakeRenderers, now: () => new Date(start.getTime() + 60_000) }).runOnce();
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ state: 'failed', payload: null });
  });

  it('queues a privacy verification mail with the expiry of its link', async () => {
    const now = new Date(Date.now() - 25 * 60 * 60_000);
    const created = await createPrivacyRequest(
      { kind: 'access', email: 'link.expiry@example.in' },
      { siteUrl: 'https://www.nestora.example', now },
    );
    const prisma = await db();
    const request = await prisma.privacyRequest.findUniqueOrThrow({ where: { id: created.id } });
    const mail = await prisma.delivery.findUniqueOrThrow({ where: { id: request.mailDeliveryId ?? '' } });
    expect(mail.linkExpiresAt).toEqual(request.tokenExpiresAt);
    // A day after it was queued, its link is dead: the worker drops the mail without sending it.
    await createOutboxWorker({ renderers: intakeRenderers, settings: mailDown }).runOnce();
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({ state: 'failed', payload: null });
    expect(mailbox.received).toHaveLength(0);
  });
});

describe('a channel without a renderer', () => {
  /** What `run` logged with console.error, kept out of the test's output. */
  async function errorsLoggedBy(run: () => Promise<void>): Promise<string[]> {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await run();
      return spy.mock.calls.map((call) => call.map(String).join(' '));
    } finally {
      spy.mockRestore();
    }
  }

  it('fails loudly and keeps the delivery for a retry, which a worker with the renderer sends', async () => {
    const start = new Date(Date.now() + 1_000);
    const id = await enquire({ name: 'Unrendered', phone: phone(), email: 'unrendered@example.in' });
    const prisma = await db();
    const invitation = preparedMailRow({ to: 'advisor@example.in', subject: 'Invitation', text: 'Open the link', html: '<p>Open</p>' });
    await prisma.delivery.create({ data: invitation });
    // The webhook's renderer was left out of this process's start.
    const withoutWebhook = { ...intakeRenderers, webhook: undefined };
    const logged = await errorsLoggedBy(() => createOutboxWorker({ renderers: withoutWebhook, now: () => start }).runOnce());

    const webhook = await prisma.delivery.findFirstOrThrow({ where: { leadId: id, channel: 'webhook' } });
    expect(webhook).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'no renderer is registered for the webhook channel (the outbox worker was started without it)',
    });
    expect(webhook.nextAttemptAt.getTime()).toBeGreaterThan(start.getTime());
    expect(logged).toEqual([
      `Outbox: no renderer is registered for the webhook channel (the outbox worker was started without it); delivery ${webhook.id} is kept for a retry`,
    ]);
    expect(receiver.received).toHaveLength(0);
    // The other channels, the outbox's own prepared mail among them, went out as usual.
    expect(await states()).toEqual([
      ['buyer-email', 'delivered'],
      ['lead-email', 'delivered'],
      ['notice-email', 'delivered'],
      ['webhook', 'pending'],
    ]);

    await createOutboxWorker({ renderers: intakeRenderers, now: () => new Date(webhook.nextAttemptAt.getTime() + 1_000) }).runOnce();
    expect(await prisma.delivery.findUniqueOrThrow({ where: { id: webhook.id } })).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([webhook.id]);
  });

  it('leaves every lead delivery pending in a worker started with no renderers at all', async () => {
    const id = await enquire({ name: 'Nobody registered', phone: phone(), email: 'nobody@example.in' });
    const logged = await errorsLoggedBy(() => createOutboxWorker().runOnce());
    const rows = await (await db()).delivery.findMany({ where: { leadId: id }, orderBy: { channel: 'asc' } });
    expect(rows.map((row) => [row.channel, row.state, row.lastError])).toEqual(
      ['buyer-email', 'lead-email', 'webhook'].map((channel) => [
        channel,
        'pending',
        `no renderer is registered for the ${channel} channel (the outbox worker was started without it)`,
      ]),
    );
    expect(logged).toHaveLength(3);
    expect(mailbox.received).toHaveLength(0);
  });
});
