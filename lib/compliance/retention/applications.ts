import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db';
import { getCareerOpenings } from '@/lib/site/content';
import 'server-only';
import { APPLICATION_MONTHS, DUE_SOON_DAYS, monthsBefore } from './policy';

/** An opening as an application names it: its department's name and its position's title. */
export type Opening = { department: string; position: string };

/** The openings the careers page lists now (data/careerOpenings.json); any other is filled. */
export function listedOpenings(): Opening[] {
  return getCareerOpenings().flatMap((department) =>
    department.positions.map((position) => ({ department: department.name, position: position.title })),
  );
}

/**
 * Applications whose position is filled (no longer listed) and that are 12 months old by `moment`.
 * The site keeps no date of when an opening was removed, so the months count from the application,
 * which was sent while its opening was listed: it goes 12 months after the opening closed at the
 * latest, sooner when it had waited for the opening to close (the policy's "up to 12 months").
 */
function dueApplications(moment: Date, openings: Opening[]): Prisma.JobApplicationWhereInput {
  return {
    createdAt: { lt: monthsBefore(moment, APPLICATION_MONTHS) },
    ...(openings.length > 0 ? { NOT: { OR: openings.map(({ department, position }) => ({ department, position })) } } : {}),
  };
}

type ApplicationRetention = {
  now: Date;
  openings?: Opening[];
  /** Whether the applicant has an open privacy request, which holds their data until it is answered. */
  isHeld: (applicant: { id: string; email: string | null; phoneKey: null }) => Promise<boolean>;
};

/** Deletes the applications due, with their consent records and deliveries (the schema's cascades). */
export async function eraseDueApplications({ now, openings = listedOpenings(), isHeld }: ApplicationRetention): Promise<number> {
  const prisma = await db();
  const where = dueApplications(now, openings);
  const due = await prisma.jobApplication.findMany({ where, select: { id: true, email: true } });
  let erased = 0;
  for (const application of due) {
    if (await isHeld({ ...application, phoneKey: null })) continue;
    erased += (await prisma.jobApplication.deleteMany({ where: { id: application.id, ...where } })).count;
  }
  return erased;
}

/** How many applications will be due for deletion within the next 30 days (those already due included). */
export async function countApplicationsDue(now: Date, openings: Opening[] = listedOpenings()): Promise<number> {
  const horizon = new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60_000);
  const prisma = await db();
  return prisma.jobApplication.count({ where: dueApplications(horizon, openings) });
}
