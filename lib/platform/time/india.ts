/**
 * India time, the one clock of the site: staff read instants, and buyers and staff name days, in
 * India Standard Time (UTC+05:30, no daylight saving), whatever the server's own zone is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD value that names a real calendar day, else undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !dayPattern.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** The instant a day begins in India: the lower bound of a "from" filter. */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The instant the following day begins in India: the (exclusive) upper bound of a "to" filter. */
export function istNextDayStart(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS);
}

const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India (YYYY-MM-DD): follow-ups and visits are days there, whatever the server's zone. */
export function istToday(now: Date = new Date()): string {
  return istDay.format(now);
}

/** The India day `days` after `day` (YYYY-MM-DD), counted from its noon so no edge of a day is crossed twice. */
export function istDaysAfter(day: string, days: number): string {
  return istToday(new Date(new Date(`${day}T12:00:00+05:30`).getTime() + days * DAY_MS));
}

const instant = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** e.g. "2026-11-21 14:05 IST". */
export function formatIst(date: Date): string {
  const parts = Object.fromEntries(instant.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} IST`;
}

/** The time of day in India, e.g. "14:05": for a delivery that happened (or is due) today. */
export function istClock(date: Date): string {
  return formatIst(date).slice(11, 16);
}

const longDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/** The India day of an instant in words, e.g. "21 November 2026": for a letter to a buyer. */
export function formatIstLongDay(date: Date): string {
  return longDay.format(date);
}
