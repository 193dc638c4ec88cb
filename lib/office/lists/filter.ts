import { enquiryIntents, enquirySources, type EnquiryIntent, type EnquirySource } from '@/lib/intake/forms/form-constants';
import { leadStages, type LeadStage } from '@/lib/office/leads/stages';
import { istDayStart, istNextDayStart, parseDay } from '../../platform/time/india';

const ADMIN_PAGE_SIZE = 25;

type DateRange = { from?: string; to?: string };
type SpamFilter = 'all' | 'only' | 'hide';
/** Whose leads: the viewer's own, nobody's yet, or everyone's (admins; for an advisor, own and unassigned). */
export const leadViews = ['mine', 'unassigned', 'all'] as const;
export type LeadView = (typeof leadViews)[number];
export const followUpFilters = ['today', 'overdue'] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];

export type LeadFilter = DateRange & {
  view?: LeadView;
  source?: EnquirySource;
  intent?: EnquiryIntent;
  stage?: LeadStage;
  /** A staff user's id (admins' owner filter). */
  owner?: string;
  due?: FollowUpFilter;
  /** Only New leads that have waited more than 15 minutes. */
  waiting?: boolean;
  /** Only leads past their first-contact due time and not yet contacted (the assignment rule's clock). */
  overdue?: boolean;
  /** Only leads with WhatsApp messages no member of staff has opened yet. */
  unreadWhatsApp?: boolean;
  /** A project id, as stored with the enquiry. */
  project?: string;
  spam: SpamFilter;
  /** Sources' test leads, kept off the default view: only them when set. */
  tests?: 'only';
  /** One spreadsheet import's leads. */
  batch?: string;
  page: number;
};
export type ApplicationFilter = DateRange & { department?: string; page: number };

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

function oneOf<T extends string>(known: readonly T[], value: string | null): T | undefined {
  return known.find((candidate) => candidate === value);
}

function shortText(value: string | null): string | undefined {
  return value?.trim().slice(0, 200) || undefined;
}

function dateRange(params: URLSearchParams): DateRange {
  return { from: parseDay(params.get('from')), to: parseDay(params.get('to')) };
}

/** Filters from the admin URL; anything unrecognised is dropped rather than trusted. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const spam = params.get('spam');
  return {
    ...dateRange(params),
    view: oneOf(leadViews, params.get('view')),
    source: oneOf(enquirySources, params.get('source')),
    intent: oneOf(enquiryIntents, params.get('intent')),
    stage: oneOf(leadStages, params.get('stage')),
    owner: shortText(params.get('owner')),
    due: oneOf(followUpFilters, params.get('due')),
    waiting: params.get('waiting') === '1' || undefined,
    overdue: params.get('overdue') === '1' || undefined,
    unreadWhatsApp: params.get('unreadWhatsApp') === '1' || undefined,
    project: shortText(params.get('project')),
    spam: spam === 'only' || spam === 'hide' ? spam : 'all',
    tests: params.get('tests') === 'only' ? 'only' : undefined,
    batch: shortText(params.get('batch')),
    page: pageNumber(params.get('page')),
  };
}

export function parseApplicationFilter(params: URLSearchParams): ApplicationFilter {
  return { ...dateRange(params), department: shortText(params.get('department')), page: pageNumber(params.get('page')) };
}

/** Prisma paging arguments for one page of the admin lists. */
export function pageWindow(page: number) {
  return { skip: (page - 1) * ADMIN_PAGE_SIZE, take: ADMIN_PAGE_SIZE };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}

/** The createdAt condition for a range of whole days in India Standard Time, both ends included. */
export function createdAtWhere({ from, to }: DateRange) {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: istDayStart(from) } : {}),
    ...(to ? { lt: istNextDayStart(to) } : {}),
  };
}

/** The query string for a filter, for links that keep it (pagination, CSV download). */
export function filterQuery(filter: Partial<LeadFilter> | Partial<ApplicationFilter>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    if (key === 'spam' && value === 'all') continue;
    params.set(key, value === true ? '1' : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A page's `searchParams` as URLSearchParams; of a repeated key the first value counts. */
export function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}
