import { env } from '@/lib/platform/env';

const MINUTE = 60_000;

/**
 * A token bucket: `perMinute` requests at once, then one more each 60/perMinute seconds
 * (./rate-limit.ts). For budgets of plain traffic.
 */
export type RatePolicy = { kind: 'rate'; perMinute: number | (() => number); key: string };
/**
 * A fixed window from the first attempt: `max` attempts, then a wait until the window ends, and a
 * success forgets the key (./failure-limit.ts). For guesses at a secret, and for mails sent.
 */
export type FailurePolicy = { kind: 'failure'; max: number; windowMs: number; key: string };

/**
 * Every limit the site keeps, by name. The name is also the prefix of the counters kept in the
 * database on PostgreSQL, so renaming a row forgets its counts once. `key` says what one counter
 * is kept for; the caller passes that value to check/attempt.
 *
 * To add a limit: add a row here, then `limiter('its-name')` where it is counted.
 */
export const limitPolicies = {
  // The public forms: the JSON API and the no-JavaScript routes share one budget per kind.
  enquiry: { kind: 'rate', perMinute: () => env().ENQUIRY_RATE_LIMIT_PER_MINUTE, key: 'client address' },
  application: { kind: 'rate', perMinute: () => env().ENQUIRY_RATE_LIMIT_PER_MINUTE, key: 'client address' },
  // The privacy rights form.
  'privacy-address': { kind: 'rate', perMinute: 5, key: 'client address' },
  'privacy-contact': { kind: 'rate', perMinute: 3, key: 'HMAC of a phone or e-mail named in a request' },
  // At 3 a minute alone anyone could have the site send an address 4,300 verification mails a day.
  'privacy-mail-day': { kind: 'failure', max: 5, windowMs: 24 * 60 * MINUTE, key: 'HMAC of the e-mail a verification mail goes to' },
  // Browsers send a few reports when something is blocked; more than this a minute is someone else.
  'csp-report': { kind: 'rate', perMinute: 30, key: 'client address' },
  // Staff accounts.
  'staff-login': { kind: 'failure', max: 10, windowMs: 15 * MINUTE, key: 'client address and attempted e-mail' },
  // A guesser spreading over many addresses gets 50 guesses per 15 minutes, not 10 per address; once the window
  // is over the right password works again, so a lock-out lasts at most 15 minutes after the last burst.
  'staff-login-account': { kind: 'failure', max: 50, windowMs: 15 * MINUTE, key: 'attempted e-mail, from every address' },
  'staff-code': { kind: 'failure', max: 5, windowMs: 15 * MINUTE, key: 'staff account id' },
  'staff-password-change': { kind: 'failure', max: 10, windowMs: 15 * MINUTE, key: 'staff account id' },
  'staff-reset-client': { kind: 'failure', max: 10, windowMs: 15 * MINUTE, key: 'client address' },
  'staff-reset-email': { kind: 'failure', max: 3, windowMs: 15 * MINUTE, key: 'e-mail asked for' },
  // Lead sources (/api/intake/*): wrong API keys, google_keys and Meta signatures from one address, then a wait
  // before any key is looked up; signed traffic (Meta batches, Google's bursts, a partner's backfill) has room.
  'intake-refused': { kind: 'failure', max: 20, windowMs: 15 * MINUTE, key: 'client address' },
  'intake-accepted': { kind: 'rate', perMinute: 600, key: 'client address' },
} as const satisfies Record<string, RatePolicy | FailurePolicy>;

export type LimitName = keyof typeof limitPolicies;
