import type { SignedInMember } from '@/lib/compliance/signed-in-member';
import { db } from '@/lib/platform/db';
import 'server-only';

/** Only admins read the access log: it records what every member of staff looked at. */
export class AccessLogRefused extends Error {
  constructor() {
    super('Only an admin can read the access log.');
  }
}

/** The newest entries shown at once; older ones stay in the log for the year. */
export const ACCESS_LOG_PAGE = 200;

function refuseAdvisors(viewer: SignedInMember): void {
  if (viewer.role !== 'admin') throw new AccessLogRefused();
}

const shown = {
  id: true,
  action: true,
  subjectId: true,
  detail: true,
  address: true,
  createdAt: true,
  actor: { select: { id: true, name: true } },
} as const;

/** Who looked at or exported this lead, newest first. */
export async function accessLogForLead(viewer: SignedInMember, leadId: string) {
  refuseAdvisors(viewer);
  const prisma = await db();
  return prisma.accessLogEntry.findMany({
    where: { subjectId: leadId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ACCESS_LOG_PAGE,
    select: shown,
  });
}

/** What this member of staff (or, without one, anyone) looked at or exported, newest first. */
export async function accessLogForStaff(viewer: SignedInMember, staffId: string | undefined) {
  refuseAdvisors(viewer);
  const prisma = await db();
  return prisma.accessLogEntry.findMany({
    where: staffId ? { actorId: staffId } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ACCESS_LOG_PAGE,
    select: shown,
  });
}

export type AccessLogRow = Awaited<ReturnType<typeof accessLogForStaff>>[number];
