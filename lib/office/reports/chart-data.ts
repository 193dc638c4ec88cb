import type { Funnel } from './funnel';
import type { PeriodCounts } from './lead-sources';
import { periodLabel } from './periods';
import type { ReportPeriod } from './report-filter';
import type { VisitPeriod } from './site-visits';

type Chart = { rows: { label: string; values: Record<string, number> }[]; series: { key: string; label: string }[]; stacked: boolean };

/** Leads per period, stacked by series (channel or campaign). */
export function periodChart(counts: PeriodCounts, period: ReportPeriod): Chart {
  const series = counts.series.map((one, index) => ({ key: `s${index}`, label: one.label }));
  const rows = counts.periods.map((start) => ({
    label: periodLabel(start, period).replace('Week of ', ''),
    values: Object.fromEntries(counts.series.map((one, index) => [`s${index}`, counts.counts[start]?.[one.key] ?? 0])),
  }));
  return { rows, series, stacked: true };
}

/** How many leads of the range reached each step of the funnel (the table's Total row). */
export function funnelChart(funnel: Funnel): Chart {
  const { total } = funnel;
  const steps: [string, number][] = [
    ['New', total.leads],
    ['Contacted', total.contacted],
    ['Site visit', total.siteVisit],
    ['Negotiation', total.negotiation],
    ['Won', total.won],
  ];
  return {
    rows: steps.map(([label, leads]) => ({ label, values: { leads } })),
    series: [{ key: 'leads', label: 'Leads' }],
    stacked: false,
  };
}

export function siteVisitsChart(visits: VisitPeriod[], period: ReportPeriod): Chart {
  return {
    rows: visits.map((row) => ({
      label: periodLabel(row.period, period).replace('Week of ', ''),
      values: { booked: row.booked, held: row.held },
    })),
    series: [
      { key: 'booked', label: 'Booked' },
      { key: 'held', label: 'Held' },
    ],
    stacked: false,
  };
}
