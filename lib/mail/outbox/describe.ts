import { formatIst } from '@/lib/platform/time/ist';

type State = { state: string; attempts: number; lastError: string | null; nextAttemptAt: Date; deliveredAt: Date | null };

const clock = (date: Date) => formatIst(date).slice(11, 16);

/** A delivery's state in words: "Delivered 12:04", "Retrying: connection refused, next try 12:40", "Failed: HTTP 500". */
export function describeDelivery(delivery: State): string {
  if (delivery.state === 'delivered' && delivery.deliveredAt) return `Delivered ${clock(delivery.deliveredAt)}`;
  if (delivery.state === 'failed') return `Failed: ${delivery.lastError ?? 'gave up after three days'}`;
  if (delivery.attempts > 0 && delivery.lastError) {
    return `Retrying: ${delivery.lastError}, next try ${clock(delivery.nextAttemptAt)}`;
  }
  return 'Pending';
}
