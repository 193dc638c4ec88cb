import '@/lib/platform/validation/jitless';

import { istDayStart, istNextDayStart, istToday, parseDay } from '@/lib/platform/time/india';
import { z } from 'zod';

/** Which touch a lead is credited to: the first (the "original source", the default) or the last before the form. */
export const touches = ['first', 'last'] as const;
export type Touch = (typeof touches)[number];
const reportPeriods = ['week', 'month'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
/** What the funnel is broken down by. */
export const funnelDimensions = ['channel', 'campaign', 'project', 'advisor'] as const;
export type FunnelDimension = (typeof funnelDimensions)[number];

export type ReportFilter = {
  /** First and last day of the range, India time, both included. */
  from: string;
  to: string;
  touch: Touch;
  period: ReportPeriod;
  by: FunnelDimension;
  project?: string;
  developer?: string;
  /** A city's slug (lib/site/content cities). */
  city?: string;
};

const optionalText = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);

const reportParams = z.object({
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
  touch: z.enum(touches).catch('first'),
  period: z.enum(reportPeriods).catch('week'),
  by: z.enum(funnelDimensions).catch('channel'),
  project: optionalText,
  developer: optionalText,
  city: optionalText,
});

/** The first day of the month before today's (India time): the default range covers last month and this one. */
function previousMonthStart(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  return previous.toISOString().slice(0, 10);
}

/**
 * The report filter from the address: anything unrecognised falls back to its default rather than
 * being trusted; a range given back to front is read the right way round.
 */
export function parseReportFilter(params: URLSearchParams, now = new Date()): ReportFilter {
  const raw = reportParams.parse(Object.fromEntries(params));
  const today = istToday(now);
  const to = parseDay(raw.to) ?? today;
  const from = parseDay(raw.from) ?? (raw.to && parseDay(raw.to) ? to : previousMonthStart(today));
  const [first, last] = from <= to ? [from, to] : [to, from];
  return { ...raw, from: first, to: last };
}

/** The range as instants: from the start of the first day to the start of the day after the last. */
export function filterInstants(filter: Pick<ReportFilter, 'from' | 'to'>): { start: Date; end: Date } {
  return { start: istDayStart(filter.from), end: istNextDayStart(filter.to) };
}

/** The query string of a filter, for the report tabs, the CSV links and the touch switch. */
export function reportQuery(filter: ReportFilter, change: Partial<ReportFilter> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...change })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `?${params.toString()}`;
}
