import { recordAccess } from '@/lib/compliance/access-log/store';
import { intakeRenderers } from '@/lib/intake/outbox/renderers';
import { closeMailTransport } from '@/lib/mail/outbox/mail-transport';
import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { startMailbox } from '@/tests/support/receivers';
import { countAwaitingWarning, countDueForErasure } from './queries';
import { eraseDueLeads, reduceWonLeads, runDailyRetention, runRetention, warnDueLeads } from './run';

setupTestDatabase(1000);
// Each test runs the worker over several leads and their rows: seconds on a busy machine.
jest.setTimeout(30_000);

const HOUR = 60 * 60_000;
const now = new Date('2029-03-10T04:30:00Z');
const longAgo = new Date('2026-12-01T06:00:00Z'); // more than 24 months before `now`
const settings = { now, months: 24, siteUrl: 'https://www.nestora.example' };
const later = (hours: number) => ({ ...settings, now: new Date(now.getTime() + hours * HOUR) });

let staffId: string;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  const prisma = await db();
  staffId = (
    await prisma.staffUser.create({ data: { name: 'Asha Admin', email: 'asha@example.in', role: 'admin', passwordHash: 'unused' } })
  ).id;
});

afterAll(async () => {
  closeMailTransport();
  await mailbox.close();
});

beforeEach(async () => {
  const prisma = await db();
  await prisma.accessLogEntry.deleteMany();
  await prisma.retentionRun.deleteMany();
  await prisma.delivery.deleteMany();
  await prisma.lead.deleteMany({ where: { repeatOfId: { not: null } } });
  await prisma.lead.deleteMany();
});

type LeadSeed = { name: string; phone: string; email?: string; createdAt?: Date; stage?: string };

async function lead({ name, phone, email, createdAt = longAgo, stage = 'new' }: LeadSeed): Promise<string> {
  const prisma = await db();
  const row = await prisma.lead.create({
    data: {
      name,
      phone,
      email,
      phoneKey: phone.slice(-10),
      message: `Call me on ${phone}`,
      source: 'api',
      projectName: 'Skyline Towers',
      stage,
      createdAt,
    },
  });
  return row.id;
}

/** Everything a lead leaves behind: a note and an event quoting its buyer, a repeat enquiry, a delivery. */
async function history(id: string, phone: string, email: string | undefined, at = longAgo) {
  const prisma = await db();
  await prisma.leadNote.create({ data: { leadId: id, authorId: staffId, body: `Called ${phone}, no answer`, createdAt: at } });
  await prisma.leadEvent.create({
    data: { leadId: id, actorId: staffId, kind: 'stage', fromValue: 'new', toValue: 'contacted', createdAt: at },
  });
  await prisma.lead.create({
    data: { name: 'Repeat', phone, email, phoneKey: phone.slice(-10), source: 'api', repeatOfId: id, createdAt: at },
  });
  await prisma.delivery.create({ data: { id: `lead-mail-${id}`, channel: 'lead-email', leadId: id, state: 'delivered', createdAt: at } });
}

async function traces(phone: string, email: string) {
  const prisma = await db();
  return {
    enquiries: await prisma.lead.count({
      where: { OR: [{ phone }, { email }, { phoneKey: phone.slice(-10) }, { message: { contains: phone } }] },
    }),
    notes: await prisma.leadNote.count({ where: { body: { contains: phone } } }),
    deliveries: await prisma.delivery.count({ where: { OR: [{ payload: { contains: email } }, { leadId: { not: null } }] } }),
  };
}

describe('a lead with an e-mail address', () => {
  it('is warned by e-mail, kept for 48 hours, then erased with its notes, events, repeats and deliveries', async () => {
    const phone = '9810000201';
    const email = 'meera@example.in';
    const id = await lead({ name: 'Meera Warned', phone, email });
    await history(id, phone, email);
    const prisma = await db();

    expect(await runRetention(settings)).toEqual({
      warned: 1,
      erased: 0,
      reduced: 0,
      applicationsErased: 0,
      privacyRequestsPurged: 0,
      accessLogPurged: 0,
      intakeEventsPurged: 0,
      unreadableMailsPurged: 0,
    });
    const warning = await prisma.delivery.findFirstOrThrow({ where: { channel: 'notice-email', leadId: id } });
    const mail = JSON.parse(warning.payload ?? '{}') as { to: string; subject: string; text: string };
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Nestora Realty: your enquiry will be erased in 48 hours');
    expect(mail.text).toContain('https://www.nestora.example/privacy/your-data');
    expect((await prisma.lead.findUniqueOrThrow({ where: { id } })).retentionWarnedAt).toEqual(now);

    // The outbox worker sends it to the buyer (and then drops its text).
    await sendOutboxAt(later(0.01).now);
    expect(mailbox.received.map((received) => [received.to && 'text' in received.to ? received.to.text : '', received.subject])).toEqual([
      [email, mail.subject],
    ]);
    expect(mailbox.received[0]?.text).toContain('we will erase it and your contact details 48 hours after sending you this e-mail');

    // A second pass the same day warns no one twice, and 47 hours on the notice has not run out.
    expect(await warnDueLeads(later(1))).toBe(0);
    expect(await eraseDueLeads(later(47))).toBe(0);
    expect(await prisma.lead.count({ where: { id } })).toBe(1);

    expect(await eraseDueLeads(later(48.01))).toBe(1);
    expect(await prisma.lead.count({ where: { id } })).toBe(0);
    expect(await traces(phone, email)).toEqual({ enquiries: 0, notes: 0, deliveries: 0 });
    expect(await prisma.leadEvent.count({ where: { leadId: id } })).toBe(0);
  });

  it('is warned again, not erased, when there was activity after the warning', async () => {
    const id = await lead({ name: 'Ravi Replied', phone: '9810000202', email: 'ravi@example.in' });
    expect(await warnDueLeads(settings)).toBe(1);
    const prisma = await db();
    // The buyer replied to the warning and an advisor noted it: the lead is active again.
    await prisma.leadNote.create({
      data: { leadId: id, authorId: staffId, body: 'Still looking, call in spring', createdAt: later(5).now },
    });
    expect(await eraseDueLeads(later(48))).toBe(0);
    expect(await warnDueLeads(later(48))).toBe(0);
    expect(await prisma.lead.count({ where: { id } })).toBe(1);
  });
});

/** Runs the outbox worker once at `at`, with mail set up (or, with `mailOff`, as a site without SMTP_URL). */
async function sendOutboxAt(at: Date, { mailOff = false } = {}) {
  const mail = mailOff ? { SMTP_URL: undefined } : { SMTP_URL: mailbox.url, LEAD_EMAIL_FROM: 'leads@nestora.example' };
  await createOutboxWorker({ renderers: intakeRenderers, now: () => at, settings: () => ({ ...env(), ...mail }) }).runOnce();
}

describe('the 48 hours of notice', () => {
  it('run from the delivery of the warning, not from when it was queued', async () => {
    const prisma = await db();
    const id = await lead({ name: 'Late Mail', phone: '9810000231', email: 'late@example.in' });
    expect(await warnDueLeads(settings)).toBe(1);
    // The mail server is down for a day: the warning waits in the outbox.
    await sendOutboxAt(later(0.01).now, { mailOff: true });
    expect(await eraseDueLeads(later(48))).toBe(0);
    await prisma.delivery.updateMany({ where: { leadId: id }, data: { nextAttemptAt: later(24).now } });
    await sendOutboxAt(later(24).now);
    expect(mailbox.received.filter((received) => JSON.stringify(received.to).includes('late@example.in'))).toHaveLength(1);

    expect(await runRetention(later(48))).toMatchObject({ warned: 0, erased: 0 });
    expect(await eraseDueLeads(later(71.9))).toBe(0);
    expect(await prisma.lead.count({ where: { id } })).toBe(1);
    expect(await eraseDueLeads(later(72))).toBe(1);
    expect(await prisma.lead.count({ where: { id } })).toBe(0);
  });

  it('never start while mail is off: the lead is kept, counted as waiting, and its warning is not deleted unsent', async () => {
    const prisma = await db();
    const id = await lead({ name: 'No Mail', phone: '9810000232', email: 'nomail@example.in' });
    const phoneOnly = await lead({ name: 'Phone Only', phone: '9810000233' });
    expect(await runRetention(settings)).toMatchObject({ warned: 1, erased: 1 });
    expect(await prisma.lead.count({ where: { id: phoneOnly } })).toBe(0);
    for (const hours of [0.01, 1, 30, 60]) await sendOutboxAt(later(hours).now, { mailOff: true });
    expect(await runRetention(later(72))).toMatchObject({ warned: 0, erased: 0 });
    expect(await prisma.lead.count({ where: { id } })).toBe(1);
    expect(await prisma.delivery.count({ where: { leadId: id, channel: 'notice-email', deliveredAt: null } })).toBe(1);
    expect(await countAwaitingWarning(later(72).now, 24)).toBe(1);
  });

  it('start again from a new warning when the first one failed for good', async () => {
    const prisma = await db();
    const id = await lead({ name: 'Failed Mail', phone: '9810000234', email: 'failed@example.in' });
    expect(await warnDueLeads(settings)).toBe(1);
    // Mail stays off past the outbox's three days of retries: the warning is marked failed.
    await prisma.delivery.updateMany({ where: { leadId: id }, data: { attempts: 9, nextAttemptAt: later(73).now } });
    await sendOutboxAt(later(73).now, { mailOff: true });
    expect(await prisma.delivery.findFirstOrThrow({ where: { leadId: id } })).toMatchObject({ state: 'failed' });
    expect(await eraseDueLeads(later(96))).toBe(0);

    // The next day's run queues a new warning in its place; once it is delivered the 48 hours run.
    expect(await runRetention(later(96))).toMatchObject({ warned: 1, erased: 0 });
    expect(await prisma.delivery.findMany({ where: { leadId: id }, select: { state: true } })).toEqual([{ state: 'pending' }]);
    await sendOutboxAt(later(96.01).now);
    expect(await eraseDueLeads(later(144))).toBe(0);
    expect(await eraseDueLeads(later(144.02))).toBe(1);
    expect(await prisma.lead.count({ where: { id } })).toBe(0);
  });
});

it('erases a lead without an e-mail address when it falls due, without a warning', async () => {
  const phone = '9810000203';
  const id = await lead({ name: 'Kiran Phone Only', phone });
  await history(id, phone, undefined);
  expect(await runRetention(settings)).toEqual({
    warned: 0,
    erased: 1,
    reduced: 0,
    applicationsErased: 0,
    privacyRequestsPurged: 0,
    accessLogPurged: 0,
    intakeEventsPurged: 0,
    unreadableMailsPurged: 0,
  });
  const prisma = await db();
  expect(await prisma.delivery.count({ where: { channel: 'notice-email' } })).toBe(0);
  expect(await traces(phone, 'none@example.in')).toEqual({ enquiries: 0, notes: 0, deliveries: 0 });
});

it('keeps only what accounting needs of a Won lead, without a warning', async () => {
  const phone = '9810000204';
  const email = 'anil@example.in';
  const id = await lead({ name: 'Anil Bought', phone, email, stage: 'won' });
  await history(id, phone, email);
  expect(await runRetention(settings)).toEqual({
    warned: 0,
    erased: 0,
    reduced: 1,
    applicationsErased: 0,
    privacyRequestsPurged: 0,
    accessLogPurged: 0,
    intakeEventsPurged: 0,
    unreadableMailsPurged: 0,
  });
  const prisma = await db();
  const kept = await prisma.lead.findUniqueOrThrow({
    where: { id },
    include: { events: true, notes: true, repeats: true, deliveries: true },
  });
  expect(kept).toMatchObject({
    name: 'Anil Bought',
    projectName: 'Skyline Towers',
    stage: 'won',
    createdAt: longAgo,
    retentionReducedAt: now,
  });
  expect([kept.phone, kept.email, kept.message, kept.phoneKey]).toEqual([null, null, null, null]);
  expect([kept.notes, kept.repeats, kept.deliveries]).toEqual([[], [], []]);
  expect(kept.events.map((event) => [event.kind, event.toValue])).toEqual([['stage', 'contacted']]);
  expect(await traces(phone, email)).toEqual({ enquiries: 0, notes: 0, deliveries: 0 });
  expect(await reduceWonLeads(later(24))).toBe(0);
});

it('keeps leads with recent activity: a note, a history event, a repeat enquiry, or a recent enquiry', async () => {
  const recent = new Date(now.getTime() - 90 * 24 * HOUR);
  const noted = await lead({ name: 'Noted', phone: '9810000205', email: 'noted@example.in' });
  const prisma = await db();
  await prisma.leadNote.create({ data: { leadId: noted, authorId: staffId, body: 'Budget revised', createdAt: recent } });
  const moved = await lead({ name: 'Moved', phone: '9810000206' });
  await prisma.leadEvent.create({
    data: { leadId: moved, actorId: staffId, kind: 'stage', fromValue: 'new', toValue: 'contacted', createdAt: recent },
  });
  const askedAgain = await lead({ name: 'Asked Again', phone: '9810000207' });
  await prisma.lead.create({
    data: { name: 'Asked Again', phone: '9810000207', source: 'api', repeatOfId: askedAgain, createdAt: recent },
  });
  await lead({ name: 'New', phone: '9810000208', email: 'new@example.in', createdAt: recent });

  expect(await runRetention(later(96))).toEqual({
    warned: 0,
    erased: 0,
    reduced: 0,
    applicationsErased: 0,
    privacyRequestsPurged: 0,
    accessLogPurged: 0,
    intakeEventsPurged: 0,
    unreadableMailsPurged: 0,
  });
  expect(await prisma.lead.count({ where: { repeatOfId: null } })).toBe(4);
});

it('leaves a lead under an open privacy request alone', async () => {
  const held = await lead({ name: 'Held', phone: '9810000209' });
  await lead({ name: 'Free', phone: '9810000210' });
  const isHeld = async (candidate: { id: string }) => candidate.id === held;
  expect(await eraseDueLeads({ ...settings, isHeld })).toBe(1);
  const prisma = await db();
  expect((await prisma.lead.findMany({ select: { id: true } })).map((row) => row.id)).toEqual([held]);
});

it('leaves alone a lead whose buyer has an open privacy request, by phone or by e-mail, and not an unverified one', async () => {
  const prisma = await db();
  const byPhone = await lead({ name: 'Asked by phone', phone: '9810000221' });
  const byEmail = await lead({ name: 'Asked by mail', phone: '9810000222', email: 'Asked.Mail@example.in' });
  const unverified = await lead({ name: 'Never confirmed', phone: '9810000223' });
  await prisma.privacyRequest.createMany({
    data: [
      { kind: 'access', phone: '9810000221', phoneKey: '9810000221', verifyBy: 'call', status: 'open', openedAt: now },
      { kind: 'erasure', email: 'asked.mail@example.in', verifyBy: 'email', status: 'open', openedAt: now },
      { kind: 'access', phone: '9810000223', phoneKey: '9810000223', verifyBy: 'email', status: 'unverified' },
    ],
  });
  expect(await eraseDueLeads(settings)).toBe(1);
  const left = (await prisma.lead.findMany({ select: { id: true } })).map((row) => row.id);
  expect(left.sort()).toEqual([byPhone, byEmail].sort());
  expect(left).not.toContain(unverified);
  await prisma.privacyRequest.deleteMany();
});

it('counts the leads due for erasure within the next 30 days', async () => {
  const day = 24 * HOUR;
  // Already due, due in 10 days, due in 40 days, and Won (kept, so never counted).
  await lead({ name: 'Due', phone: '9810000211' });
  await lead({ name: 'Soon', phone: '9810000212', createdAt: new Date('2027-03-20T04:30:00Z') });
  await lead({ name: 'Later', phone: '9810000213', createdAt: new Date('2027-04-19T04:30:00Z') });
  await lead({ name: 'Won', phone: '9810000214', stage: 'won' });
  expect(await countDueForErasure(now, 24)).toBe(2);
  expect(await countDueForErasure(new Date(now.getTime() + 45 * day), 24)).toBe(3);
});

it('runs the day once when two instances race for it', async () => {
  await lead({ name: 'Race', phone: '9810000215', email: 'race@example.in' });
  const outcomes = await Promise.all([runDailyRetention(settings), runDailyRetention(settings), runDailyRetention(later(2))]);
  expect(outcomes.filter((outcome) => outcome !== null)).toEqual([
    {
      warned: 1,
      erased: 0,
      reduced: 0,
      applicationsErased: 0,
      privacyRequestsPurged: 0,
      accessLogPurged: 0,
      intakeEventsPurged: 0,
      unreadableMailsPurged: 0,
    },
  ]);
  const prisma = await db();
  expect(await prisma.delivery.count({ where: { channel: 'notice-email' } })).toBe(1);
  const [run] = await prisma.retentionRun.findMany();
  // Whichever instance claimed the day first recorded its start: both race on the same India day.
  expect(run?.day).toBe('2029-03-10');
  expect([now.getTime(), later(2).now.getTime()]).toContain(run?.startedAt.getTime());
  expect(run?.finishedAt).not.toBeNull();
  expect(await runDailyRetention(later(24))).toEqual({
    warned: 0,
    erased: 0,
    reduced: 0,
    applicationsErased: 0,
    privacyRequestsPurged: 0,
    accessLogPurged: 0,
    intakeEventsPurged: 0,
    unreadableMailsPurged: 0,
  });
});

it('purges access log entries older than a year, and only those', async () => {
  const entry = (at: Date, subjectId: string) =>
    recordAccess({ actorId: staffId, action: 'view-lead', subjectId, address: '203.0.113.9' }, at);
  await entry(new Date('2028-03-09T04:00:00Z'), 'year-and-a-day');
  await entry(new Date('2028-03-11T04:00:00Z'), 'under-a-year');
  expect((await runRetention(settings)).accessLogPurged).toBe(1);
  const prisma = await db();
  expect((await prisma.accessLogEntry.findMany()).map((row) => row.subjectId)).toEqual(['under-a-year']);
});
