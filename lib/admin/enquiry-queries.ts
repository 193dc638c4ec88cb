import 'server-only';
import { db } from '@/lib/db';
import type { LeadStage } from '@/lib/leads/stages';
import type { Prisma } from '@/lib/generated/prisma/client';
import { createdAtWhere, pageCount, pageWindow, type EnquiryFilter } from './filter';
import { inBatches } from './in-batches';

const newestFirst: Prisma.EnquiryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

function enquiryWhere(filter: EnquiryFilter): Prisma.EnquiryWhereInput {
  return {
    source: filter.source,
    intent: filter.intent,
    stage: filter.status,
    projectId: filter.project,
    createdAt: createdAtWhere(filter),
    spam: filter.spam === 'all' ? undefined : filter.spam === 'only',
  };
}

type ProjectOption = { id: string; name: string };

/** One page of the enquiries list, and the projects enquired about for the project filter. */
export async function listEnquiries(filter: EnquiryFilter) {
  const prisma = await db();
  const where = enquiryWhere(filter);
  const [total, rows, projects] = await Promise.all([
    prisma.enquiry.count({ where }),
    prisma.enquiry.findMany({ where, orderBy: newestFirst, ...pageWindow(filter.page) }),
    prisma.enquiry.findMany({
      where: { projectId: { not: null } },
      distinct: ['projectId'],
      select: { projectId: true, projectName: true },
      orderBy: { projectId: 'asc' },
    }),
  ]);
  const projectOptions: ProjectOption[] = projects.map((project) => ({
    id: project.projectId ?? '',
    name: project.projectName ?? project.projectId ?? '',
  }));
  return { rows, total, pages: pageCount(total), projects: projectOptions };
}

/** Every enquiry matching the filter, newest first, for the CSV export. */
export async function* allEnquiries(filter: EnquiryFilter) {
  const prisma = await db();
  const where = enquiryWhere(filter);
  yield* inBatches((page) => prisma.enquiry.findMany({ where, orderBy: newestFirst, ...page }));
}

/** Records how far staff have got with a lead; false when no enquiry has that id. */
export async function setEnquiryStatus(id: string, stage: LeadStage): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.enquiry.updateMany({ where: { id }, data: { stage } });
  return count === 1;
}
