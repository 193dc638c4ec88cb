import type { Prisma } from '@/lib/generated/prisma/client';
import { createdAtWhere, pageCount, pageWindow, type ApplicationFilter } from '@/lib/office/lists/filter';
import { db } from '@/lib/platform/db';
import { inBatches } from '@/lib/platform/db/in-batches';
import 'server-only';

const newestFirst: Prisma.JobApplicationOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

function applicationWhere(filter: ApplicationFilter): Prisma.JobApplicationWhereInput {
  return { department: filter.department, createdAt: createdAtWhere(filter) };
}

export async function listApplications(filter: ApplicationFilter) {
  const prisma = await db();
  const where = applicationWhere(filter);
  const [total, rows, departments] = await Promise.all([
    prisma.jobApplication.count({ where }),
    prisma.jobApplication.findMany({ where, orderBy: newestFirst, ...pageWindow(filter.page) }),
    prisma.jobApplication.findMany({
      distinct: ['department'],
      select: { department: true },
      orderBy: { department: 'asc' },
    }),
  ]);
  return {
    rows,
    total,
    pages: pageCount(total),
    departments: departments.map((row) => row.department),
  };
}

/** Every application matching the filter, newest first, for the CSV export. */
export async function* allApplications(filter: ApplicationFilter) {
  const prisma = await db();
  const where = applicationWhere(filter);
  yield* inBatches((page) => prisma.jobApplication.findMany({ where, orderBy: newestFirst, ...page }));
}
