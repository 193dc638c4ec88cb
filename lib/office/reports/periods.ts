import type { ReportPeriod } from './report-filter';

const DAY_MS = 24 * 60 * 60 * 1000;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period (a week from Monday, or a calendar month) that holds a day. */
export function periodStart(day: string, period: ReportPeriod): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const date = asDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return asDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

/** Every period that overlaps the range, oldest first, by its first day. */
export function periodsIn(from: string, to: string, period: ReportPeriod): string[] {
  const starts: string[] = [];
  let current = periodStart(from, period);
  while (current <= to) {
    starts.push(current);
    const date = asDate(current);
    current =
      period === 'week'
        ? asDay(new Date(date.getTime() + 7 * DAY_MS))
        : asDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  }
  return starts;
}

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Week of 2 Nov 2026" or "Nov 2026". */
export function periodLabel(start: string, period: ReportPeriod): string {
  return period === 'month' ? monthFormat.format(asDate(start)) : `Week of ${dayFormat.format(asDate(start))}`;
}
