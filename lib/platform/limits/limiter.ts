import { remember } from '@/lib/platform/process/remember';
import 'server-only';
import { failureLimiter, rateLimiter, type FailureLimiter, type RateLimiter } from './for-engine';
import { limitPolicies, type LimitName } from './policies';

type LimiterOf<Name extends LimitName> = (typeof limitPolicies)[Name] extends { kind: 'rate' } ? RateLimiter : FailureLimiter;

/** The process's one limiter for a policy of ./policies.ts, created on first use. */
export function limiter<Name extends LimitName>(name: Name): LimiterOf<Name> {
  return remember(`limit:${name}`, () => {
    const policy: (typeof limitPolicies)[LimitName] = limitPolicies[name];
    if (policy.kind === 'failure') return failureLimiter(name, { max: policy.max, windowMs: policy.windowMs });
    const perMinute = typeof policy.perMinute === 'function' ? policy.perMinute() : policy.perMinute;
    return rateLimiter(name, perMinute);
  }) as LimiterOf<Name>;
}
