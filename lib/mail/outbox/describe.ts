import { istClock } from '@/lib/platform/time/india';

type State = { state: string; attempts: number; lastError: string | null; nextAttemptAt: Date; deliveredAt: Date | null };

/** A delivery's state in words: "Delivered 12:04", "Retrying: connection refused, next try 12:40", "Failed: HTTP 500". */
export function describeDelivery(delivery: State): string {
  if (delivery.state === 'delivered' && delivery.deliveredAt) return `Delivered ${istClock(delivery.deliveredAt)}`;
  if (delivery.state === 'failed') return `Failed: ${delivery.lastError ?? 'gave up after three days'}`;
  if (delivery.attempts > 0 && delivery.lastError) {
    return `Retrying: ${delivery.lastError}, next try ${istClock(delivery.nextAttemptAt)}`;
  }
  return 'Pending';
}
