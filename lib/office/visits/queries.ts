import { openStages } from '@/lib/office/leads/stages';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { istToday } from '@/lib/platform/time/india';
import 'server-only';
import { visitSlots } from '../../site/visits/slots';

/**
 * Site visits from today (India time) on, soonest first, of open leads the viewer may work: an
 * admin sees every one, an advisor their own and the unassigned ones.
 */
export async function upcomingVisits(viewer: StaffMember, now = new Date()) {
  const prisma = await db();
  return prisma.lead.findMany({
    where: {
      intent: 'site-visit',
      visitDate: { gte: istToday(now) },
      stage: { in: [...openStages] },
      ...(viewer.role === 'admin' ? {} : { OR: [{ ownerId: viewer.id }, { ownerId: null }] }),
    },
    orderBy: [{ visitDate: 'asc' }, { createdAt: 'asc' }],
    include: { owner: { select: { name: true } } },
    take: 500,
  });
}

export type UpcomingVisit = Awaited<ReturnType<typeof upcomingVisits>>[number];

const slotOrder = (slot: string | null) => {
  const index = visitSlots.findIndex((known) => known === slot);
  return index < 0 ? visitSlots.length : index;
};

/** The visits grouped by day, each day morning to evening. */
export function byDay<V extends { visitDate: string | null; visitSlot: string | null }>(visits: V[]): [string, V[]][] {
  const days = new Map<string, V[]>();
  for (const visit of visits) days.set(visit.visitDate ?? '', [...(days.get(visit.visitDate ?? '') ?? []), visit]);
  return [...days.entries()].map(([day, list]) => [day, [...list].sort((a, b) => slotOrder(a.visitSlot) - slotOrder(b.visitSlot))]);
}
