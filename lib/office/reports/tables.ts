import { formatMinutes } from '@/lib/platform/time/format';
import type { FirstContactStats } from './first-contact';
import type { Funnel, FunnelCounts } from './funnel';
import { TOP_CAMPAIGNS, type PeriodCounts } from './lead-sources';
import { periodLabel } from './periods';
import type { ReportPeriod } from './report-filter';
import type { VisitPeriod } from './site-visits';

export type Cell = string | number;

/** One report table: what the page shows and the CSV holds, cell for cell. */
export type ReportTable = {
  /** The table's name in its CSV file and its `table=` parameter. */
  name: ReportTableName;
  title: string;
  columns: string[];
  rows: Cell[][];
  /** The Total row, when the rows add up to one. */
  total?: Cell[];
};

export const reportTableNames = ['channels', 'campaigns', 'funnel', 'lost-reasons', 'site-visits', 'advisors'] as const;
export type ReportTableName = (typeof reportTableNames)[number];

/** A share as a whole percentage, or a dash where there is nothing to divide. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}

const minutes = (value: number | null) => (value === null ? '–' : formatMinutes(value));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function perPeriod(name: ReportTableName, title: string, counts: PeriodCounts, period: ReportPeriod): ReportTable {
  const series = counts.series;
  return {
    name,
    title,
    columns: [period === 'week' ? 'Week' : 'Month', ...series.map((one) => one.label), 'Total'],
    rows: counts.periods.map((start) => {
      const values = series.map((one) => counts.counts[start]?.[one.key] ?? 0);
      return [periodLabel(start, period), ...values, sum(values)];
    }),
    total: ['Total', ...series.map((one) => one.total), sum(series.map((one) => one.total))],
  };
}

export const channelsTable = (counts: PeriodCounts, period: ReportPeriod) =>
  perPeriod('channels', `Leads by channel per ${period}`, counts, period);

export const campaignsTable = (counts: PeriodCounts, period: ReportPeriod) =>
  perPeriod('campaigns', `Leads by campaign per ${period} (the ${TOP_CAMPAIGNS} with most leads)`, counts, period);

const funnelCells = (counts: FunnelCounts): Cell[] => [
  counts.leads,
  counts.contacted,
  percent(counts.contacted, counts.leads),
  counts.siteVisit,
  percent(counts.siteVisit, counts.contacted),
  counts.negotiation,
  percent(counts.negotiation, counts.siteVisit),
  counts.won,
  percent(counts.won, counts.negotiation),
  percent(counts.won, counts.leads),
  counts.lost,
  minutes(counts.medianMinutes),
];

export function funnelTable(funnel: Funnel, byLabel: string): ReportTable {
  return {
    name: 'funnel',
    title: `Funnel by ${byLabel}`,
    columns: [
      ...funnel.heading,
      'Leads',
      'Contacted',
      '% of leads',
      'Site visit',
      '% of contacted',
      'Negotiation',
      '% of site visits',
      'Won',
      '% of negotiations',
      'Won, % of leads',
      'Lost',
      'Median time to first contact',
    ],
    rows: funnel.rows.map((row) => [...row.names, ...funnelCells(row)]),
    total: ['Total', ...funnel.heading.slice(1).map(() => ''), ...funnelCells(funnel.total)],
  };
}

export function lostReasonsTable(reasons: { reason: string; leads: number }[]): ReportTable {
  return {
    name: 'lost-reasons',
    title: 'Why leads were lost',
    columns: ['Reason', 'Leads lost'],
    rows: reasons.map((row) => [row.reason, row.leads]),
  };
}

export function siteVisitsTable(visits: VisitPeriod[], period: ReportPeriod): ReportTable {
  return {
    name: 'site-visits',
    title: `Site visits booked and held per ${period}`,
    columns: [period === 'week' ? 'Week' : 'Month', 'Booked', 'Held'],
    rows: visits.map((row) => [periodLabel(row.period, period), row.booked, row.held]),
    total: ['Total', sum(visits.map((row) => row.booked)), sum(visits.map((row) => row.held))],
  };
}

const noClock: FirstContactStats = { clocked: 0, withinTarget: 0, medianWorkingMinutes: null, reassigned: 0 };

/** The advisors' funnel, with how each met the first-contact clock (a funnel row's key is its owner's id, as JSON). */
export function advisorsTable(
  funnel: Funnel,
  clock: { byOwner: Map<string | null, FirstContactStats>; total: FirstContactStats },
): ReportTable {
  const cells = (counts: FunnelCounts, first: FirstContactStats): Cell[] => [
    counts.leads,
    counts.prompt,
    percent(counts.prompt, counts.leads),
    minutes(counts.medianMinutes),
    percent(first.withinTarget, first.clocked),
    minutes(first.medianWorkingMinutes),
    first.reassigned,
    counts.siteVisit,
    counts.won,
  ];
  const ownerOf = (key: string) => (JSON.parse(key) as (string | null)[])[0] ?? null;
  return {
    name: 'advisors',
    title: 'Advisors',
    columns: [
      'Advisor',
      'Leads owned',
      'Contacted within 15 min',
      '% within 15 min',
      'Median response time',
      'First contact within target',
      'Median time to first contact (working time)',
      'Reassigned away',
      'Site visits',
      'Won',
    ],
    rows: funnel.rows.map((row) => [row.names[0] ?? '', ...cells(row, clock.byOwner.get(ownerOf(row.key)) ?? noClock)]),
    total: ['Total', ...cells(funnel.total, clock.total)],
  };
}
