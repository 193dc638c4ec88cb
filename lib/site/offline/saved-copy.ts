import { offlineMessages } from './messages';

const sameDay = (a: Date, b: Date, timeZone?: string) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
};

/**
 * "Offline: showing the copy saved 14:05", or with the date when the copy is from another day. Formatted
 * with Intl in the visitor's locale and time zone (both overridable for tests).
 */
export function savedCopyNotice(savedAt: Date, now: Date, locale?: string, timeZone?: string): string {
  const format = sameDay(savedAt, now, timeZone)
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone })
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return `${offlineMessages.savedCopyPrefix} ${format.format(savedAt)}`;
}

/** When a cached response was saved: its Date header, which the server set when it answered. */
export function savedAtOf(dateHeader: string | null): number | null {
  if (!dateHeader) return null;
  const time = Date.parse(dateHeader);
  return Number.isNaN(time) ? null : time;
}
