/** The time the Act's rules give to answer a request, counted from when it reached staff. */
const RESPONSE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export function dueAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + RESPONSE_DAYS * DAY_MS);
}

/** Whole days left until the deadline, or (negative) whole days past it. */
export function daysLeft(openedAt: Date, now: Date): number {
  return Math.trunc((dueAt(openedAt).getTime() - now.getTime()) / DAY_MS);
}

export function isOverdue(openedAt: Date, now: Date): boolean {
  return now.getTime() > dueAt(openedAt).getTime();
}
