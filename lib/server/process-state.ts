import type { FailureLimiter, RateLimiter } from '@/lib/limits/for-engine';

/**
 * The limiters one server process holds once (the rest is remembered by name, ./remember.ts): Next.js may load a module once per route bundle, and
 * server/start-server.mjs (plain JavaScript) shares nothing with the bundles but the process, so
 * each of these lives on one object on globalThis rather than in a module's own variables.
 */
export interface ProcessState {
  /** lib/forms/limiters.ts: one budget per client shared by the JSON API and the no-JavaScript routes. */
  submissionLimiters?: Record<'enquiry' | 'application', RateLimiter>;
  /** lib/staff/sign-in.ts: sign-in attempts per e-mail and address since the last success. */
  staffLogins?: FailureLimiter;
  /** lib/staff/sign-in.ts: sign-in attempts per e-mail from every address since the last success. */
  staffAccountLogins?: FailureLimiter;
  /** lib/privacy/limits.ts: privacy requests per client address and per phone or e-mail named. */
  privacyLimiters?: Record<'address' | 'contact', RateLimiter>;
  /** lib/privacy/limits.ts: verification mails per e-mail address per day. */
  privacyMailsPerDay?: FailureLimiter;
  /** lib/staff/password-reset.ts: reset links asked for per client address, and per e-mail. */
  staffResetClients?: FailureLimiter;
  staffResetEmails?: FailureLimiter;
  /** lib/staff/password-change.ts: wrong current passwords per member. */
  staffPasswordChanges?: FailureLimiter;
  /** lib/staff/two-factor.ts: two-factor code attempts per account since the last success. */
  staffCodeAttempts?: FailureLimiter;
  /** app/api/csp-report: reports per client. */
  cspReports?: RateLimiter;
}

// Symbol.for: the same key from every bundle and from server/start-server.mjs.
const KEY = Symbol.for('nestora.process-state');
const holder = globalThis as unknown as Record<symbol, ProcessState | undefined>;

export function processState(): ProcessState {
  return (holder[KEY] ??= {});
}
