import { formatIst } from '@/lib/platform/time/india';
import { timeAgo } from '@/lib/platform/time/relative-time';

/** "12 min ago", with the exact IST time as its title and machine-readable instant. */
export function TimeAgo({ date, now }: { date: Date; now: Date }) {
  return (
    <time dateTime={date.toISOString()} title={formatIst(date)}>
      {timeAgo(date, now)}
    </time>
  );
}
