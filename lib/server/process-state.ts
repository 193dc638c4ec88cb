import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { FailureLimiter, RateLimiter } from '@/lib/limits/for-engine';
import type { MailPool } from '@/lib/outbox/mail-transport';
import type { DrainState } from './drain';

/**
 * Everything one server process holds once: Next.js may load a module once per route bundle, and
 * server/start-server.mjs (plain JavaScript) shares nothing with the bundles but the process, so
 * each of these lives on one object on globalThis rather than in a module's own variables.
 */
export interface ProcessState {
  /** lib/server/drain.ts: the SIGTERM state and hooks, which server/start-server.mjs also reads. */
  drain?: DrainState;
  /** lib/db: the one Prisma client. */
  db?: Promise<PrismaClient>;
  /** lib/outbox/mail-transport.ts: the pooled SMTP transport the outbox worker sends through. */
  mailPool?: MailPool;
  /** lib/outbox/wake.ts: how to wake the outbox worker. */
  outboxWaker?: () => void;
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
