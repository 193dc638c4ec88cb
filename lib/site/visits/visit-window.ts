import { istDaysAfter, istToday, parseDay } from '@/lib/platform/time/india';

/** Visits are booked from tomorrow up to this many days ahead. */
export const VISIT_DAYS_AHEAD = 60;

/** The first and last day (YYYY-MM-DD) a visit can be booked for, counted in India time. */
export function visitWindow(now: Date = new Date()): { first: string; last: string } {
  const today = istToday(now);
  return { first: istDaysAfter(today, 1), last: istDaysAfter(today, VISIT_DAYS_AHEAD) };
}

/** Whether `day` names a real calendar day inside the booking window. */
export function isBookableDay(day: string, now: Date = new Date()): boolean {
  if (!parseDay(day)) return false;
  const { first, last } = visitWindow(now);
  return day >= first && day <= last;
}
