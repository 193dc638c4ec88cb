/** Staff read dates in India Standard Time (UTC+05:30, no daylight saving). */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD value that names a real calendar day, else undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !dayPattern.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

export function istNextDayStart(day: string): Date {
  return new Date(istDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

const formatter = new Intl.DateTimeFormat('en-CA', {
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
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} IST`;
}
