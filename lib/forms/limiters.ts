import { env } from '@/lib/env';
import { rateLimiter, type RateLimiter } from '@/lib/limits/for-engine';

export type SubmissionKind = 'enquiry' | 'application';

type Limiters = Record<SubmissionKind, RateLimiter>;

// On globalThis because Next.js may load this module once per route, and the JSON API and the
// no-JavaScript form route must share one budget per client.
const store = globalThis as unknown as { nestoraLimiters?: Limiters };

export function limiterFor(kind: SubmissionKind) {
  if (!store.nestoraLimiters) {
    const perMinute = env().ENQUIRY_RATE_LIMIT_PER_MINUTE;
    store.nestoraLimiters = {
      enquiry: rateLimiter('enquiry', perMinute),
      application: rateLimiter('application', perMinute),
    };
  }
  return store.nestoraLimiters[kind];
}
