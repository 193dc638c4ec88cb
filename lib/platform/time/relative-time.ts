const SECOND = 1000;
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * SECOND],
  ['month', 30 * 24 * 60 * 60 * SECOND],
  ['week', 7 * 24 * 60 * 60 * SECOND],
  ['day', 24 * 60 * 60 * SECOND],
  ['hour', 60 * 60 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto', style: 'short' });

/**
 * How long before `now` an instant was, in its largest whole unit: "12 min ago", "yesterday",
 * "3 mo ago". An instant after `now` (clocks a little apart) reads as "now".
 */
export function timeAgo(date: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const [unit, size] = units.find(([, length]) => elapsed >= length) ?? ['second', SECOND];
  const count = Math.floor(elapsed / size);
  return relative.format(count === 0 ? 0 : -count, unit);
}
