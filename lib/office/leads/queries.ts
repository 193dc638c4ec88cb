import { isMarketable } from '@/lib/compliance/consent/status';
import type { Prisma } from '@/lib/generated/prisma/client';
import { createdAtWhere, pageCount, pageWindow, type LeadFilter, type LeadView } from '@/lib/office/lists/filter';
import { LEAD_ROLES } from '@/lib/office/staff/accounts';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { inBatches } from '@/lib/platform/db/in-batches';
import { ordinal } from '@/lib/platform/time/format';
import { istToday } from '@/lib/platform/time/india';
import 'server-only';
import { canWork } from './pipeline';
import { openStages } from './stages';

const newestFirst: Prisma.LeadOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
const oldestFirst: Prisma.LeadOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];
/** A New lead older than this has waited too long for its first call. */
const WAITING_LIMIT_MS = 15 * 60_000;
const RESPONSE_WINDOW_MS = 30 * 24 * 60 * 60_000;

/** Whose leads a viewer sees for a view: an advisor never sees another advisor's leads. */
function ownerWhere(viewer: StaffMember, view: LeadView, owner?: string): Prisma.LeadWhereInput {
  if (view === 'mine') return { ownerId: viewer.id };
  if (view === 'unassigned') return { ownerId: null };
  if (viewer.role !== 'admin') return { OR: [{ ownerId: viewer.id }, { ownerId: null }] };
  return owner ? { ownerId: owner } : {};
}

/** The view a viewer starts with: My leads for advisors, every lead for admins. */
export function defaultView(viewer: StaffMember): LeadView {
  return viewer.role === 'admin' ? 'all' : 'mine';
}

const waitingSince = (now: Date): Prisma.LeadWhereInput => ({
  stage: 'new',
  createdAt: { lt: new Date(now.getTime() - WAITING_LIMIT_MS) },
});

/** At or past the first-contact due time of its assignment rule's clock (when the reminder goes), and still not contacted. */
const overdueAt = (now: Date): Prisma.LeadWhereInput => ({ firstContactedAt: null, contactDueAt: { lte: now }, clockStep: { not: null } });

function followUpWhere(filter: LeadFilter, now: Date): Prisma.LeadWhereInput {
  if (!filter.due) return {};
  const today = istToday(now);
  return {
    followUpOn: filter.due === 'today' ? today : { lt: today },
    stage: { in: [...openStages] },
  };
}

function leadWhere(viewer: StaffMember, filter: LeadFilter, now: Date): Prisma.LeadWhereInput {
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
        isTest: filter.tests === 'only',
        importBatchId: filter.batch,
      },
      ownerWhere(viewer, filter.view ?? defaultView(viewer), filter.owner),
      followUpWhere(filter, now),
      filter.waiting ? waitingSince(now) : {},
      filter.overdue ? overdueAt(now) : {},
      filter.unreadWhatsApp ? { whatsappThread: { unread: { gt: 0 } } } : {},
    ],
  };
}

const listInclude = {
  owner: { select: { id: true, name: true } },
  _count: { select: { repeats: true } },
  // A site visit the buyer booked after their first enquiry arrives as a repeat; the latest counts.
  repeats: { where: { visitDate: { not: null } }, select: { visitDate: true }, orderBy: { createdAt: 'desc' }, take: 1 },
  whatsappThread: { select: { unread: true } },
} satisfies Prisma.LeadInclude;

export type LeadRow = Prisma.LeadGetPayload<{ include: typeof listInclude }>;

/** One page of the lead list a viewer may see, and the options of its filters. */
export async function listLeads(viewer: StaffMember, filter: LeadFilter, now = new Date()) {
  const prisma = await db();
  const where = leadWhere(viewer, filter, now);
  const [total, rows, projects, staff] = await Promise.all([
    prisma.lead.count({ where }),
    prisma.lead.findMany({ where, orderBy: newestFirst, include: listInclude, ...pageWindow(filter.page) }),
    prisma.lead.findMany({
      where: { projectId: { not: null } },
      distinct: ['projectId'],
      select: { projectId: true, projectName: true },
      orderBy: { projectId: 'asc' },
    }),
    prisma.staffUser.findMany({
      where: { active: true, role: { in: LEAD_ROLES } },
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  const projectOptions = projects.map((project) => ({
    id: project.projectId ?? '',
    name: project.projectName ?? project.projectId ?? '',
  }));
  return { rows, total, pages: pageCount(total), projects: projectOptions, staff };
}

/**
 * Every lead of the filter, newest first, each followed by the enquiries the buyer sent again
 * (oldest first), for the CSV export: the file holds everything the buyers sent.
 */
const consentFields = { kind: true, purposes: true, createdAt: true } as const;

export async function* leadsForExport(viewer: StaffMember, filter: LeadFilter, now = new Date()) {
  const prisma = await db();
  const where = leadWhere(viewer, filter, now);
  const leads = inBatches((page) =>
    prisma.lead.findMany({
      where,
      orderBy: newestFirst,
      include: {
        owner: { select: { name: true } },
        consents: { select: consentFields },
        repeats: { orderBy: oldestFirst, include: { consents: { select: consentFields } } },
      },
      ...page,
    }),
  );
  for await (const { repeats, consents, ...lead } of leads) {
    // A choice made through any of the buyer's mails holds for all their enquiries.
    const marketable = isMarketable([...consents, ...repeats.flatMap((repeat) => repeat.consents)]);
    yield { ...lead, marketable };
    for (const repeat of repeats) yield { ...repeat, owner: null, marketable };
  }
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The list's summary: the team's median time from arrival to first contact over the last 30 days
 * (leads that have been contacted), and how many New leads the viewer may see have waited over
 * 15 minutes (the same leads the "waiting" filter lists).
 */
export async function responseSummary(viewer: StaffMember, now = new Date()) {
  const prisma = await db();
  const [contacted, waitingOver15, unreadWhatsApp] = await Promise.all([
    prisma.lead.findMany({
      where: {
        repeatOfId: null,
        spam: false,
        isTest: false,
        firstContactedAt: { not: null },
        createdAt: { gte: new Date(now.getTime() - RESPONSE_WINDOW_MS) },
      },
      select: { createdAt: true, firstContactedAt: true },
    }),
    prisma.lead.count({
      where: { AND: [{ repeatOfId: null, spam: false, isTest: false }, waitingSince(now), ownerWhere(viewer, 'all')] },
    }),
    prisma.lead.count({ where: { AND: [{ repeatOfId: null, whatsappThread: { unread: { gt: 0 } } }, ownerWhere(viewer, 'all')] } }),
  ]);
  const minutes = contacted.flatMap((lead) => responseMinutes(lead) ?? []);
  return { medianResponseMinutes: median(minutes), contactedCount: contacted.length, waitingOver15, unreadWhatsApp };
}

/** Minutes from a lead's arrival to its first contact, or null while it has none. */
export function responseMinutes(lead: { createdAt: Date; firstContactedAt: Date | null }): number | null {
  return lead.firstContactedAt ? (lead.firstContactedAt.getTime() - lead.createdAt.getTime()) / 60_000 : null;
}

/**
 * Everything the lead page shows, or null when the viewer may not see this lead. A repeat
 * enquiry comes back with its repeatOfId (the page leads there) only when its lead is visible too.
 */
export async function leadDetail(viewer: StaffMember, id: string) {
  const prisma = await db();
  const lead = await prisma.lead.findUnique({
    where: { id },
    include: {
      owner: { select: { id: true, name: true } },
      repeatOf: { select: { ownerId: true } },
      repeats: { orderBy: oldestFirst },
      notes: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: { author: { select: { name: true } } } },
      events: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: { actor: { select: { name: true } } } },
    },
  });
  if (!lead || !canWork(viewer, lead.repeatOf ?? lead)) return null;
  // The buyer's first enquiry is the lead itself, so its first repeat is their 2nd.
  const repeats = lead.repeats.map((repeat, index) => ({ ...repeat, ordinal: ordinal(index + 2) }));
  return { ...lead, repeats };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;
