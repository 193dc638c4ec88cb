import { advisorNoticeSubject, type AdvisorNoticeText } from '@/lib/mail/templates/advisor-notice';
import { assignLead, changeStage } from '@/lib/office/leads/pipeline';
import { db } from '@/lib/platform/db';
import { advisor, rules } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { assignableLeadFields, assignNewLead } from './assign';
import { setAway } from './availability';
import { runClockStep } from './clock-steps';
import { createClockWorker } from './clock-worker';

setupTestDatabase(1000);
// The burst of 31 escalations runs its leads through the clock worker one after another: seconds on a busy machine.
jest.setTimeout(30_000);
// Advisors without a device are told by e-mail: the mail channel must be set up for the notices to be queued
// (nothing is sent here; no worker runs).
Object.assign(process.env, {
  SMTP_URL: 'smtp://127.0.0.1:9',
  LEAD_EMAIL_FROM: 'leads@nestora.example',
  LEAD_EMAIL_TO: 'desk@nestora.example',
});

const ist = (local: string) => new Date(`${local}+05:30`);
let clock = new Date();
const worker = () => createClockWorker({ now: () => clock });

/** Stores a lead at `at` and assigns it in the same transaction, as every intake does. */
async function leadAt(at: Date, name = 'Clock Buyer') {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const row = await tx.lead.create({ data: { name, source: 'api', createdAt: at }, select: assignableLeadFields });
    await assignNewLead(tx, row, at);
    return row.id;
  });
}

async function state(id: string) {
  return (await db()).lead.findUniqueOrThrow({
    where: { id },
    select: { ownerId: true, clockStep: true, clockNextAt: true, contactDueAt: true, firstContactedAt: true },
  });
}

async function history(id: string) {
  const events = await (await db()).leadEvent.findMany({ where: { leadId: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return events.map((event) => [event.kind, event.fromValue, event.toValue, event.detail].filter((value) => value !== null).join(' '));
}

/** Who has been sent a notice about the lead, in order (the e-mail fallback's recipients). */
async function noticesTo(id: string) {
  const rows = await (await db()).delivery.findMany({ where: { leadId: id, channel: 'notice-email' }, orderBy: { createdAt: 'asc' } });
  return rows.map((row) => {
    const mail = queuedNoticeMail(row.payload);
    return `${mail.subject.split(' · ')[0]} → ${mail.to.split('.')[0]}`;
  });
}

/** A queued notice e-mail's recipient and subject, as the outbox worker will render it. */
function queuedNoticeMail(payload: string | null): { to: string; subject: string } {
  const { to, notice } = JSON.parse(payload ?? '{}') as { to: string; notice: AdvisorNoticeText };
  return { to, subject: advisorNoticeSubject(notice) };
}

let asha: { id: string; email: string };
let ravi: { id: string; email: string };

beforeAll(async () => {
  process.env.SITE_URL = 'https://nestora.example';
  asha = await advisor('Asha');
  ravi = await advisor('Ravi');
  await advisor('Meera', { role: 'admin' });
});

beforeEach(async () => {
  // Each test's leads are alone on the clock.
  await (await db()).lead.updateMany({ data: { clockStep: null, clockNextAt: null } });
  await rules({
    name: 'Gurgaon desk',
    pool: [
      { staffId: asha.id, weight: 1 },
      { staffId: ravi.id, weight: 1 },
    ],
  });
});

describe('the first-contact clock', () => {
  it('pauses outside working hours: a lead at 23:00 is due at 09:15 the next working day', async () => {
    const id = await leadAt(ist('2026-11-26T23:00:00'));
    expect(await state(id)).toMatchObject({ ownerId: asha.id, clockStep: 'reminder', contactDueAt: ist('2026-11-27T09:15:00') });
    clock = ist('2026-11-27T09:14:59');
    expect(await worker().runOnce()).toBe(0);
    expect(await history(id)).toEqual(['assigned Asha Gurgaon desk']);
  });

  it('reminds the owner at the target, moves the lead on at twice it, and escalates to the admins when the pool is exhausted', async () => {
    const id = await leadAt(ist('2026-11-26T10:00:00'));
    clock = ist('2026-11-26T10:15:00');
    expect(await worker().runOnce()).toBe(1);
    expect(await state(id)).toMatchObject({ ownerId: asha.id, clockStep: 'move', clockNextAt: ist('2026-11-26T10:30:00') });
    clock = ist('2026-11-26T10:30:00');
    expect(await worker().runOnce()).toBe(1);
    expect(await state(id)).toMatchObject({ ownerId: ravi.id, clockStep: 'reminder', contactDueAt: ist('2026-11-26T10:45:00') });
    clock = ist('2026-11-26T11:00:00'); // both of Ravi's steps are due: one pass runs them in turn
    expect(await worker().runOnce()).toBe(2);
    // Escalated: the lead moves on round the pool as the rule says (back to Asha), its clock stopped; the admins'
    // digest is due a minute later, to gather the escalations of a burst.
    expect(await state(id)).toMatchObject({ ownerId: asha.id, clockStep: 'escalated', clockNextAt: ist('2026-11-26T11:01:00') });
    clock = ist('2026-11-27T11:00:00');
    expect(await worker().runOnce()).toBe(0);
    expect(await state(id)).toMatchObject({ ownerId: asha.id, clockStep: 'escalated', clockNextAt: null });
    expect(await history(id)).toEqual([
      'assigned Asha Gurgaon desk',
      'reminder Asha',
      'reassigned Asha Ravi Gurgaon desk',
      'reminder Ravi',
      'escalated Ravi Asha Gurgaon desk',
    ]);
    expect(await noticesTo(id)).toEqual([
      'New lead assigned to you: Clock Buyer → asha',
      'Reminder: this lead is waiting for your call: Clock Buyer → asha',
      'New lead assigned to you: Clock Buyer → ravi',
      'Reminder: this lead is waiting for your call: Clock Buyer → ravi',
      'New lead assigned to you: Clock Buyer → asha',
      'Escalated: a lead nobody in its pool has called: Clock Buyer: moved from Ravi to Asha → meera',
    ]);
    expect(await worker().runOnce()).toBe(0);
    expect(await noticesTo(id)).toHaveLength(6);
  });

  it('skips an advisor who went away when moving the lead', async () => {
    const neha = await advisor('Neha');
    await rules({
      name: 'Three',
      pool: [
        { staffId: asha.id, weight: 1 },
        { staffId: ravi.id, weight: 1 },
        { staffId: neha.id, weight: 1 },
      ],
    });
    const id = await leadAt(ist('2026-11-26T12:00:00'));
    await (await db()).staffUser.update({ where: { id: ravi.id }, data: { awayReason: 'off-shift' } });
    try {
      clock = ist('2026-11-26T12:30:00');
      await worker().runOnce();
      expect((await state(id)).ownerId).toBe(neha.id);
    } finally {
      await (await db()).staffUser.update({ where: { id: ravi.id }, data: { awayReason: null } });
    }
  });

  it('stops at the first contact', async () => {
    const id = await leadAt(ist('2026-11-26T13:00:00'));
    await changeStage(
      { id: asha.id, name: 'Asha', email: asha.email, role: 'advisor' },
      id,
      { stage: 'contacted' },
      ist('2026-11-26T13:05:00'),
    );
    clock = ist('2026-11-26T15:00:00');
    expect(await worker().runOnce()).toBe(0);
    expect(await history(id)).toEqual(['assigned Asha Gurgaon desk', 'stage new contacted']);
  });

  it('repeats nothing after a restart mid-escalation, nor when two workers run the same steps', async () => {
    const id = await leadAt(ist('2026-11-26T14:00:00'));
    clock = ist('2026-11-26T14:15:00');
    const due = { id, clockStep: 'reminder', clockNextAt: ist('2026-11-26T14:15:00') };
    const [first, second] = [worker(), worker()];
    expect((await Promise.all([first.runOnce(), second.runOnce(), runClockStep(due, clock)])).map(Number).reduce((a, b) => a + b)).toBe(1);
    // A worker that read the step before the restart and runs it afterwards finds the state moved on.
    expect(await runClockStep(due, clock)).toBe(false);
    clock = ist('2026-11-26T14:30:00');
    const moves = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
    expect(moves.reduce((a, b) => a + b)).toBe(1);
    expect(await history(id)).toEqual(['assigned Asha Gurgaon desk', 'reminder Asha', 'reassigned Asha Ravi Gurgaon desk']);
    expect(await noticesTo(id)).toHaveLength(3);
  });
});

describe('an admin’s reassignment', () => {
  it('puts an escalated lead back on the clock with its new owner, who is told', async () => {
    const id = await leadAt(ist('2026-11-26T15:00:00'));
    for (const at of ['15:30', '16:00']) {
      clock = ist(`2026-11-26T${at}:00`);
      await worker().runOnce();
    }
    expect((await state(id)).clockStep).toBe('escalated');
    const meera = await (await db()).staffUser.findFirstOrThrow({ where: { name: 'Meera' } });
    // The escalation moved it back to Asha; the admin gives it to Ravi.
    expect((await state(id)).ownerId).toBe(asha.id);
    await assignLead({ id: meera.id, name: 'Meera', email: meera.email, role: 'admin' }, id, ravi.id, ist('2026-11-26T16:05:00'));
    expect(await state(id)).toMatchObject({ ownerId: ravi.id, clockStep: 'reminder', contactDueAt: ist('2026-11-26T16:20:00') });
    expect((await noticesTo(id)).at(-1)).toBe('New lead assigned to you: Clock Buyer → ravi');
  });
});

describe('the clock tried by an owner with a 1-minute target, all day', () => {
  /** The mails queued to a member (by the start of their address) on a day of India time. */
  async function mailsTo(who: string, day: string) {
    const rows = await (
      await db()
    ).delivery.findMany({
      where: { channel: 'notice-email', createdAt: { gte: ist(`${day}T00:00:00`), lt: ist(`${day}T23:59:59`) } },
      orderBy: { createdAt: 'asc' },
    });
    return rows
      .map((row) => queuedNoticeMail(row.payload))
      .filter((mail) => mail.to.startsWith(`${who}.`))
      .map((mail) => mail.subject);
  }

  beforeEach(async () => {
    await (await db()).assignmentRule.updateMany({ data: { targetMinutes: 1, workDays: '0,1,2,3,4,5,6', workStart: 0, workEnd: 1440 } });
  });

  it('sends the admins one digest for a burst of 31 escalations, saying where each lead went', async () => {
    const ids: string[] = [];
    for (let second = 0; second < 31; second++) ids.push(await leadAt(new Date(ist('2026-11-25T10:00:00').getTime() + second * 1000)));
    for (const at of ['10:02:30', '10:04:30', '10:05:00', '10:05:30', '10:06:00']) {
      clock = ist(`2026-11-25T${at}`);
      await worker().runOnce();
    }
    const digests = await mailsTo('meera', '2026-11-25');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatch(
      /^Escalated: 31 leads nobody in their pools has called: Clock Buyer: moved from (Asha to Ravi|Ravi to Asha) · /,
    );
    expect(digests[0]).toContain('and 26 more');
    // Each lead went round the pool and on to the next advisor: none is left with the owner whose time ran out.
    for (const id of ids) {
      const [, , moved, , escalated] = await history(id);
      expect(escalated).toBe(`escalated ${moved!.split(' ')[2]} ${moved!.split(' ')[1]} Gurgaon desk`);
    }
  });

  it('says the owner keeps the lead when nobody else in the pool is available', async () => {
    await rules({ name: 'Solo', pool: [{ staffId: asha.id, weight: 1 }] });
    await (await db()).assignmentRule.updateMany({ data: { targetMinutes: 1, workDays: '0,1,2,3,4,5,6', workStart: 0, workEnd: 1440 } });
    const id = await leadAt(ist('2026-11-21T23:59:00'), 'Solo Buyer');
    for (const at of ['2026-11-22T00:01:00', '2026-11-22T00:02:00']) {
      clock = ist(at);
      await worker().runOnce();
    }
    expect((await state(id)).ownerId).toBe(asha.id);
    expect((await noticesTo(id)).at(-1)).toBe(
      'Escalated: a lead nobody in its pool has called: Solo Buyer: Asha keeps it, nobody else in the pool is available → meera',
    );
  });

  it('hands an advisor’s waiting leads to the pool at once when they go on leave, and reminds them no more', async () => {
    const id = await leadAt(ist('2026-11-23T10:00:00'), 'Leave Buyer');
    expect((await state(id)).ownerId).toBe(asha.id);
    try {
      await setAway(asha.id, 'leave', ist('2026-11-23T10:00:20'));
      expect(await state(id)).toMatchObject({ ownerId: ravi.id, clockStep: 'reminder', contactDueAt: ist('2026-11-23T10:01:20') });
      clock = ist('2026-11-23T10:01:00');
      expect(await worker().runOnce()).toBe(0);
      expect(await history(id)).toEqual(['assigned Asha Gurgaon desk', 'handed-on Asha Ravi Gurgaon desk']);
      expect(await noticesTo(id)).toEqual(['New lead assigned to you: Leave Buyer → asha', 'New lead assigned to you: Leave Buyer → ravi']);
    } finally {
      await setAway(asha.id, '');
    }
  });

  it('leaves a going-away advisor’s lead on its clock when nobody else in the pool is here to take it', async () => {
    const id = await leadAt(ist('2026-11-23T11:00:00'), 'Nobody Here Buyer');
    const owner = (await state(id)).ownerId!;
    const other = owner === asha.id ? ravi.id : asha.id;
    await (await db()).staffUser.update({ where: { id: other }, data: { awayReason: 'off-shift' } });
    try {
      await setAway(owner, 'off-shift', ist('2026-11-23T11:00:20'));
      expect(await state(id)).toMatchObject({ ownerId: owner, clockStep: 'reminder', contactDueAt: ist('2026-11-23T11:01:00') });
      expect(await history(id)).toHaveLength(1);
    } finally {
      await setAway(owner, '');
      await setAway(other, '');
    }
  });
});
