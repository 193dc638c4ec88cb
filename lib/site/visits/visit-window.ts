const DAY_MS = 24 * 60 * 60_000;
/** Visits are booked from tomorrow up to this many days ahead. */
export const VISIT_DAYS_AHEAD = 60;

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The first and last day (YYYY-MM-DD) a visit can be booked for, counted in India time. */
export function visitWindow(now: Date = new Date()): { first: string; last: string } {
  const today = istDay.format(now);
  const noonToday = new Date(`${today}T12:00:00+05:30`).getTime();
  return { first: istDay.format(new Date(noonToday + DAY_MS)), last: istDay.format(new Date(noonToday + VISIT_DAYS_AHEAD * DAY_MS)) };
}

/** Whether `day` names a real calendar day inside the booking window. */
export function isBookableDay(day: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)) return false;
  const { first, last } = visitWindow(now);
  return day >= first && day <= last;
}
