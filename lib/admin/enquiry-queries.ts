import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { createdAtWhere, pageCount, pageWindow, type EnquiryFilter } from './filter';
import { inBatches } from './in-batches';

const newestFirst: Prisma.EnquiryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

function enquiryWhere(filter: EnquiryFilter): Prisma.EnquiryWhereInput {
  return {
    source: filter.source,
    createdAt: createdAtWhere(filter),
    spam: filter.spam === 'all' ? undefined : filter.spam === 'only',
  };
}

export async function listEnquiries(filter: EnquiryFilter) {
  const prisma = await db();
  const where = enquiryWhere(filter);
  const [total, rows] = await Promise.all([
    prisma.enquiry.count({ where }),
    prisma.enquiry.findMany({ where, orderBy: newestFirst, ...pageWindow(filter.page) }),
  ]);
  return { rows, total, pages: pageCount(total) };
}

/** Every enquiry matching the filter, newest first, for the CSV export. */
export async function* allEnquiries(filter: EnquiryFilter) {
  const prisma = await db();
  const where = enquiryWhere(filter);
  yield* inBatches((page) => prisma.enquiry.findMany({ where, orderBy: newestFirst, ...page }));
}
