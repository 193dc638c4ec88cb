import { assignableLeadFields, assignNewLead } from '@/lib/office/assignment/assign';
import { createClockWorker } from '@/lib/office/assignment/clock-worker';
import { parseLeadFilter } from '@/lib/office/lists/filter';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { advisor, rules } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { describeEvent } from './history';
import { markWhatsAppReply, recordCall } from './pipeline';
import { listLeads } from './queries';

setupTestDatabase(1000);

const ist = (local: string) => new Date(`${local}+05:30`);
let caller: StaffMember;

async function leadAt(at: Date, name: string) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const row = await tx.lead.create({ data: { name, phone: '9810000001', source: 'api', createdAt: at }, select: assignableLeadFields });
    await assignNewLead(tx, row, at);
    return row.id;
  });
}

async function history(id: string) {
  const events = await (await db()).leadEvent.findMany({ where: { leadId: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return events.map((event) => describeEvent(event));
}

const stepsAt = (now: Date) => createClockWorker({ now: () => now }).runOnce();

beforeAll(async () => {
  const member = await advisor('Kiran Caller');
  caller = { id: member.id, name: member.name, email: member.email, role: 'advisor' };
  await rules({ name: 'Callers', pool: [{ staffId: member.id, weight: 1 }] });
});

describe('call outcomes', () => {
  it('an answered call is the first contact and stops the clock; a missed one does not', async () => {
    const answered = await leadAt(ist('2026-11-26T10:00:00'), 'Answered Buyer');
    const missed = await leadAt(ist('2026-11-26T10:00:00'), 'Missed Buyer');
    await recordCall(caller, answered, { outcome: 'dialled' }, ist('2026-11-26T10:05:00'));
    await recordCall(caller, answered, { outcome: 'answered' }, ist('2026-11-26T10:06:00'));
    await recordCall(caller, missed, { outcome: 'no-answer' }, ist('2026-11-26T10:06:00'));
    await recordCall(caller, missed, { outcome: 'busy' }, ist('2026-11-26T10:07:00'));
    expect(await stepsAt(ist('2026-11-26T10:15:00'))).toBe(1);
    const prisma = await db();
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: answered } })).firstContactedAt).toEqual(ist('2026-11-26T10:06:00'));
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: missed } })).firstContactedAt).toBeNull();
    expect(await history(answered)).toEqual(['Assigned to Kiran Caller (rule: Callers)', 'Called the buyer', 'Call: answered']);
    expect(await history(missed)).toEqual([
      'Assigned to Kiran Caller (rule: Callers)',
      'Call: no answer',
      'Call: busy',
      'Reminded Kiran Caller: not contacted within the target',
    ]);
  });

  it('a WhatsApp reply marked by the advisor stops the clock too', async () => {
    const id = await leadAt(ist('2026-11-26T11:00:00'), 'WhatsApp Buyer');
    await markWhatsAppReply(caller, id, ist('2026-11-26T11:03:00'));
    await stepsAt(ist('2026-11-26T12:00:00'));
    expect(await history(id)).toEqual(['Assigned to Kiran Caller (rule: Callers)', 'The buyer replied on WhatsApp']);
  });

  it('"call back at" needs a later time; an unknown outcome is refused; neither changes anything', async () => {
    const id = await leadAt(ist('2026-11-26T12:00:00'), 'Call Back Buyer');
    const now = ist('2026-11-26T12:05:00');
    await expect(recordCall(caller, id, { outcome: 'hung-up' }, now)).rejects.toThrow('Choose how the call went.');
    await expect(recordCall(caller, id, { outcome: 'call-back', callBackAt: '2026-11-26T11:00' }, now)).rejects.toThrow(
      'Choose when to call back',
    );
    await expect(recordCall(caller, id, { outcome: 'call-back', callBackAt: '2026-13-40T11:00' }, now)).rejects.toThrow(
      'Choose when to call back',
    );
    expect(await history(id)).toEqual(['Assigned to Kiran Caller (rule: Callers)']);
    await recordCall(caller, id, { outcome: 'call-back', callBackAt: '2026-11-27T18:30' }, now);
    expect((await history(id)).at(-1)).toBe('Call: asked to call back at 2026-11-27 18:30 IST');
  });
});

describe('the desk’s Overdue filter', () => {
  it('lists the leads past their due time and not yet contacted', async () => {
    const late = await leadAt(ist('2026-11-26T13:00:00'), 'Late Buyer');
    const reached = await leadAt(ist('2026-11-26T13:00:00'), 'Reached Buyer');
    const early = await leadAt(ist('2026-11-26T13:20:00'), 'Early Buyer');
    await recordCall(caller, reached, { outcome: 'answered' }, ist('2026-11-26T13:10:00'));
    const { rows } = await listLeads(caller, parseLeadFilter(new URLSearchParams('overdue=1')), ist('2026-11-26T13:30:00'));
    const names = rows.map((row) => row.id);
    expect(names).toContain(late);
    expect(names).not.toContain(reached);
    expect(names).not.toContain(early);
  });

  it('lists a lead from the very moment it is due, when its reminder goes', async () => {
    const due = await leadAt(ist('2026-11-26T14:00:00'), 'Due Now Buyer');
    const atDue = await listLeads(caller, parseLeadFilter(new URLSearchParams('overdue=1')), ist('2026-11-26T14:15:00'));
    expect(atDue.rows.map((row) => row.id)).toContain(due);
  });
});
