import 'server-only';
import { createdAtWhere, pageCount, pageWindow, type EnquiryFilter } from '@/lib/admin/filter';
import { inBatches } from '@/lib/admin/in-batches';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { StaffMember } from '@/lib/staff/sessions';
import { canWork } from './pipeline';
import { istToday } from './format';
import { openStages } from './stages';

const newestFirst: Prisma.EnquiryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
/** A New lead older than this has waited too long for its first call. */
export const WAITING_LIMIT_MS = 15 * 60_000;
const RESPONSE_WINDOW_MS = 30 * 24 * 60 * 60_000;

/** Whose leads a viewer sees for a view: an advisor never sees another advisor's leads. */
function ownerWhere(viewer: StaffMember, filter: EnquiryFilter): Prisma.EnquiryWhereInput {
  const view = filter.view ?? (viewer.role === 'admin' ? 'all' : 'mine');
  if (view === 'mine') return { ownerId: viewer.id };
  if (view === 'unassigned') return { ownerId: null };
  if (viewer.role !== 'admin') return { OR: [{ ownerId: viewer.id }, { ownerId: null }] };
  return filter.owner ? { ownerId: filter.owner } : {};
}

function followUpWhere(filter: EnquiryFilter, now: Date): Prisma.EnquiryWhereInput {
  if (!filter.due) return {};
  const today = istToday(now);
  return {
    followUpOn: filter.due === 'today' ? today : { lt: today },
    stage: { in: [...openStages] },
  };
}

function leadWhere(viewer: StaffMember, filter: EnquiryFilter, now: Date): Prisma.EnquiryWhereInput {
  return {
    AND: [
      {
        repeatOfId: null,
        source: filter.source,
        intent: filter.intent,
        stage: filter.stage,
        projectId: filter.project,
        createdAt: createdAtWhere(filter),
        spam: filter.spam === 'all' ? undefined : filter.spam === 'only',
      },
      ownerWhere(viewer, filter),
      followUpWhere(filter, now),
      filter.waiting ? { stage: 'new', createdAt: { lt: new Date(now.getTime() - WAITING_LIMIT_MS) } } : {},
    ],
  };
}

const listInclude = {
  owner: { select: { id: true, name: true } },
  _count: { select: { repeats: true } },
} satisfies Prisma.EnquiryInclude;

export type LeadRow = Prisma.EnquiryGetPayload<{ include: typeof listInclude }>;

/** One page of the lead list a viewer may see, and the options of its filters. */
export async function listLeads(viewer: StaffMember, filter: EnquiryFilter, now = new Date()) {
  const prisma = await db();
  const where = leadWhere(viewer, filter, now);
  const [total, rows, projects, staff] = await Promise.all([
    prisma.enquiry.count({ where }),
    prisma.enquiry.findMany({ where, orderBy: newestFirst, include: listInclude, ...pageWindow(filter.page) }),
    prisma.enquiry.findMany({
      where: { projectId: { not: null } },
      distinct: ['projectId'],
      select: { projectId: true, projectName: true },
      orderBy: { projectId: 'asc' },
    }),
    prisma.staffUser.findMany({ where: { active: true }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  const projectOptions = projects.map((project) => ({
    id: project.projectId ?? '',
    name: project.projectName ?? project.projectId ?? '',
  }));
  return { rows, total, pages: pageCount(total), projects: projectOptions, staff };
}

/** Every lead of the filter, newest first, for the CSV export. */
export async function* allLeads(viewer: StaffMember, filter: EnquiryFilter, now = new Date()) {
  const prisma = await db();
  const where = leadWhere(viewer, filter, now);
  yield* inBatches((page) =>
    prisma.enquiry.findMany({ where, orderBy: newestFirst, include: { owner: { select: { name: true } } }, ...page }),
  );
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The list's summary: the median time from arrival to first contact over the last 30 days
 * (leads that have been contacted), and how many New leads have waited over 15 minutes.
 */
export async function responseSummary(now = new Date()) {
  const prisma = await db();
  const [contacted, waiting] = await Promise.all([
    prisma.enquiry.findMany({
      where: { repeatOfId: null, spam: false, firstContactedAt: { not: null }, createdAt: { gte: new Date(now.getTime() - RESPONSE_WINDOW_MS) } },
      select: { createdAt: true, firstContactedAt: true },
    }),
    prisma.enquiry.count({
      where: { repeatOfId: null, spam: false, stage: 'new', createdAt: { lt: new Date(now.getTime() - WAITING_LIMIT_MS) } },
    }),
  ]);
  const minutes = contacted.map((lead) => ((lead.firstContactedAt?.getTime() ?? 0) - lead.createdAt.getTime()) / 60_000);
  return { medianResponseMinutes: median(minutes), contactedCount: contacted.length, waitingOver15: waiting };
}

/** Everything the lead page shows, or null when the viewer may not see this lead. */
export async function leadDetail(viewer: StaffMember, id: string) {
  const prisma = await db();
  const lead = await prisma.enquiry.findUnique({
    where: { id },
    include: {
      owner: { select: { id: true, name: true } },
      repeats: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      notes: { orderBy: { createdAt: 'desc' }, include: { author: { select: { name: true } } } },
      events: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: { actor: { select: { name: true } } } },
    },
  });
  if (!lead || !canWork(viewer, lead)) return null;
  return lead;
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;

/** The lead a repeat enquiry belongs to, so its address can lead there. */
export async function repeatParent(id: string): Promise<string | null> {
  const prisma = await db();
  return (await prisma.enquiry.findUnique({ where: { id }, select: { repeatOfId: true } }))?.repeatOfId ?? null;
}
