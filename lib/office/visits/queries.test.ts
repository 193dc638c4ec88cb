import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { byDay, upcomingVisits } from './queries';

setupTestDatabase(100);

it('lists visits from today in India on, by day and slot, only of open leads the viewer may work', async () => {
  const prisma = await db();
  const advisor = await prisma.staffUser.create({ data: { name: 'Vikram', email: 'v@example.in', role: 'advisor', passwordHash: 'x' } });
  const other = await prisma.staffUser.create({ data: { name: 'Neha', email: 'n@example.in', role: 'advisor', passwordHash: 'x' } });
  const visit = (name: string, visitDate: string, visitSlot: string, extra: Record<string, unknown> = {}) => ({
    name,
    source: 'site-visit',
    intent: 'site-visit',
    visitDate,
    visitSlot,
    ...extra,
  });
  await prisma.lead.createMany({
    data: [
      visit('Yesterday', '2026-11-24', 'morning'),
      visit('Evening today', '2026-11-25', 'evening'),
      visit('Morning today', '2026-11-25', 'morning', { ownerId: advisor.id }),
      visit('Next week', '2026-12-02', 'afternoon'),
      visit('Won already', '2026-11-26', 'morning', { stage: 'won' }),
      visit('Someone else’s', '2026-11-26', 'morning', { ownerId: other.id }),
      { name: 'Not a visit', source: 'footer', visitDate: '2026-11-26' },
    ],
  });
  // 20:00 UTC on the 24th is the 25th in India.
  const now = new Date('2026-11-24T20:00:00Z');
  const admin: StaffMember = { id: 'admin', name: 'Asha', email: 'a@example.in', role: 'admin' };
  const names = (days: [string, { name: string }[]][]) => days.map(([day, visits]) => [day, visits.map((row) => row.name)]);
  expect(names(byDay(await upcomingVisits(admin, now)))).toEqual([
    ['2026-11-25', ['Morning today', 'Evening today']],
    ['2026-11-26', ['Someone else’s']],
    ['2026-12-02', ['Next week']],
  ]);
  const asAdvisor: StaffMember = { id: advisor.id, name: 'Vikram', email: 'v@example.in', role: 'advisor' };
  expect(names(byDay(await upcomingVisits(asAdvisor, now)))).toEqual([
    ['2026-11-25', ['Morning today', 'Evening today']],
    ['2026-12-02', ['Next week']],
  ]);
});
