import { assignLead, changeStage } from '@/lib/office/leads/pipeline';
import { db } from '@/lib/platform/db';
import { advisor, rules } from '@/test/assignment';
import { setupTestDatabase } from '@/test/database';
import { assignableLeadFields, assignNewLead } from './assign';
import { runClockStep } from './clock-steps';
import { createClockWorker } from './clock-worker';

setupTestDatabase(1000);
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
  return rows.map(
    (row) =>
      (JSON.parse(row.payload ?? '{}') as { to: string; subject: string }).subject.split(' · ')[0] +
      ' → ' +
      (JSON.parse(row.payload ?? '{}') as { to: string }).to.split('.')[0],
  );
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
    expect(await state(id)).toMatchObject({ ownerId: ravi.id, clockStep: 'escalated', clockNextAt: null });
    clock = ist('2026-11-27T11:00:00');
    expect(await worker().runOnce()).toBe(0);
    expect(await history(id)).toEqual([
      'assigned Asha Gurgaon desk',
      'reminder Asha',
      'reassigned Asha Ravi Gurgaon desk',
      'reminder Ravi',
      'escalated Ravi Gurgaon desk',
    ]);
    expect(await noticesTo(id)).toEqual([
      'New lead assigned to you: Clock Buyer → asha',
      'Reminder: this lead is waiting for your call: Clock Buyer → asha',
      'New lead assigned to you: Clock Buyer → ravi',
      'Reminder: this lead is waiting for your call: Clock Buyer → ravi',
      'A lead has been passed to you: it is overdue: Clock Buyer → meera',
    ]);
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
    await assignLead({ id: meera.id, name: 'Meera', email: meera.email, role: 'admin' }, id, asha.id, ist('2026-11-26T16:05:00'));
    expect(await state(id)).toMatchObject({ ownerId: asha.id, clockStep: 'reminder', contactDueAt: ist('2026-11-26T16:20:00') });
    expect((await noticesTo(id)).at(-1)).toBe('New lead assigned to you: Clock Buyer → asha');
  });
});
