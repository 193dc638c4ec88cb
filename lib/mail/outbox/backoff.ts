const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; every later one waits 6 hours. */
const steps = [30_000, 2 * MINUTE, 10 * MINUTE, HOUR];
const LATER = 6 * HOUR;
/** After this long a delivery stops being retried and is marked failed, for staff to see. */
export const GIVE_UP_AFTER_MS = 3 * 24 * HOUR;

/**
 * When to try a delivery again after its `attempts`-th attempt failed, or null when it has been
 * retried for three days since it was created and is to be marked failed.
 */
export function nextAttemptAfterFailure(attempts: number, createdAt: Date, now: Date): Date | null {
  const wait = steps[attempts - 1] ?? LATER;
  const next = new Date(now.getTime() + wait);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
