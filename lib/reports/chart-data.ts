import type { Funnel } from './funnel';
import type { PeriodCounts } from './lead-sources';
import { periodLabel } from './periods';
import type { ReportPeriod } from './report-filter';
import type { VisitPeriod } from './site-visits';

type Chart = { rows: { label: string; values: Record<string, number> }[]; series: { key: string; label: string }[]; stacked: boolean };

/** Series beyond this many are drawn as one "All other" stack (the table lists each). */
const MAX_SERIES = 8;
const OTHER = '__other';

/** Leads per period, stacked by series (channel or campaign). */
export function periodChart(counts: PeriodCounts, period: ReportPeriod): Chart {
  const ranked = [...counts.series].sort((a, b) => b.total - a.total);
  const shown = ranked.length > MAX_SERIES + 1 ? ranked.slice(0, MAX_SERIES) : ranked;
  const shownKeys = new Set(shown.map((one) => one.key));
  const ordered = counts.series.filter((one) => shownKeys.has(one.key));
  const series = ordered.map((one, index) => ({ key: `s${index}`, label: one.label }));
  const hasOther = shown.length < ranked.length;
  if (hasOther) series.push({ key: OTHER, label: `All other (${ranked.length - shown.length})` });
  const rows = counts.periods.map((start) => {
    const values: Record<string, number> = {};
    ordered.forEach((one, index) => (values[`s${index}`] = counts.counts[start]?.[one.key] ?? 0));
    if (hasOther) {
      values[OTHER] = Object.entries(counts.counts[start] ?? {})
        .filter(([key]) => !shownKeys.has(key))
        .reduce((total, [, value]) => total + value, 0);
    }
    return { label: periodLabel(start, period).replace('Week of ', ''), values };
  });
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
  return { rows: steps.map(([label, leads]) => ({ label, values: { leads } })), series: [{ key: 'leads', label: 'Leads' }], stacked: false };
}

export function siteVisitsChart(visits: VisitPeriod[], period: ReportPeriod): Chart {
  return {
    rows: visits.map((row) => ({ label: periodLabel(row.period, period).replace('Week of ', ''), values: { booked: row.booked, held: row.held } })),
    series: [
      { key: 'booked', label: 'Booked' },
      { key: 'held', label: 'Held' },
    ],
    stacked: false,
  };
}
