import { assignableLeadFields, assignNewLead } from '@/lib/office/assignment/assign';
import { createClockWorker } from '@/lib/office/assignment/clock-worker';
import { recordCall } from '@/lib/office/leads/pipeline';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { advisor, rules } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { firstContactByAdvisor } from './first-contact';
import type { ReportFilter } from './report-filter';
import { reportTable } from './report-tables';

setupTestDatabase(1000);

const ist = (local: string) => new Date(`${local}+05:30`);
const november: ReportFilter = { from: '2026-11-01', to: '2026-11-30', touch: 'first', period: 'week', by: 'advisor' };

async function leadAt(at: Date) {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const row = await tx.lead.create({
      data: { name: 'Report Buyer', phone: '9810000002', source: 'api', createdAt: at },
      select: assignableLeadFields,
    });
    await assignNewLead(tx, row, at);
    return row.id;
  });
}

const member = (user: { id: string; name: string; email: string }): StaffMember => ({ ...user, role: 'advisor' });

it('counts first contact within target, the median in working minutes, and the leads moved away, per advisor', async () => {
  const [asha, ravi] = [await advisor('Asha Report'), await advisor('Ravi Report')];
  await rules({
    name: 'Report desk',
    pool: [
      { staffId: asha.id, weight: 1 },
      { staffId: ravi.id, weight: 1 },
    ],
  });
  // Asha: at 23:00 (due 09:15), called at 09:10, ten working minutes.
  const night = await leadAt(ist('2026-11-26T23:00:00'));
  await recordCall(member(asha), night, { outcome: 'answered' }, ist('2026-11-27T09:10:00'));
  // Ravi's turn, then Asha's: this one Asha never calls, and it moves to Ravi at twice the target.
  const ravisOwn = await leadAt(ist('2026-11-27T10:00:00'));
  const moved = await leadAt(ist('2026-11-27T10:00:00'));
  await recordCall(member(ravi), ravisOwn, { outcome: 'answered' }, ist('2026-11-27T10:20:00')); // past his 10:15
  await createClockWorker({ now: () => ist('2026-11-27T10:30:00') }).runOnce();
  expect((await (await db()).lead.findUniqueOrThrow({ where: { id: moved } })).ownerId).toBe(ravi.id);
  await recordCall(member(ravi), moved, { outcome: 'answered' }, ist('2026-11-27T10:40:00')); // his due: 10:45

  const { byOwner, total } = await firstContactByAdvisor(november);
  expect(byOwner.get(asha.id)).toEqual({ clocked: 1, withinTarget: 1, medianWorkingMinutes: 10, reassigned: 1 });
  expect(byOwner.get(ravi.id)).toEqual({ clocked: 2, withinTarget: 1, medianWorkingMinutes: 30, reassigned: 0 });
  expect(total).toEqual({ clocked: 3, withinTarget: 2, medianWorkingMinutes: 20, reassigned: 1 });

  const table = await reportTable.advisors(november);
  const column = (name: string) => table.columns.indexOf(name);
  const ashaRow = table.rows.find((row) => row[0] === 'Asha Report')!;
  expect([
    ashaRow[column('First contact within target')],
    ashaRow[column('Median time to first contact (working time)')],
    ashaRow[column('Reassigned away')],
  ]).toEqual(['100%', '10 min', 1]);
  expect(table.total?.[column('First contact within target')]).toBe('67%');
});
