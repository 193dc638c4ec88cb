/**
 * When a lead counts as inactive, and when it may be erased. A lead's activity is the latest of: the
 * enquiry itself, a note on it, an event in its history (a stage, owner or follow-up change) and a
 * repeat enquiry from the same buyer. Reading a lead or exporting it is not activity.
 */

/** The buyer is told this long before their lead is erased. */
export const WARNING_NOTICE_MS = 48 * 60 * 60_000;

/** The staff lead list counts the leads that fall due within this many days. */
export const DUE_SOON_DAYS = 30;

/** Access log entries are kept this long, then purged. */
export const ACCESS_LOG_MONTHS = 12;

/** The same moment `months` calendar months earlier (the last day of a shorter month when the day is missing). */
export function monthsBefore(now: Date, months: number): Date {
  const result = new Date(now);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Leads with no activity since this moment are due for erasure. */
export function inactivityCutoff(now: Date, retentionMonths: number): Date {
  return monthsBefore(now, retentionMonths);
}

/** A warning sent before this moment has given the buyer their notice. */
export function warnedEnoughBefore(now: Date): Date {
  return new Date(now.getTime() - WARNING_NOTICE_MS);
}

/** Job applications are kept this long once their opening is filled (see lib/compliance/retention/applications.ts). */
export const APPLICATION_MONTHS = 12;

/**
 * What outside senders sent, kept apart from the leads it became: a lead-ads or tool delivery (IntakeEvent) is
 * deleted this many days after its lead was stored (its lead keeps what it said; a repeat delivery after that
 * would be matched as a repeat enquiry by its phone), and one that failed for good this many days after its last
 * try, time enough for staff to try it again. A portal mail no parser could read goes this many days after it
 * arrived, read by staff or not.
 */
export const INTAKE_EVENT_STORED_DAYS = 30;
export const INTAKE_EVENT_FAILED_DAYS = 90;
export const UNREADABLE_MAIL_DAYS = 90;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60_000);
}
