import { databaseEngine } from '@/lib/platform/db';
import 'server-only';
import { createFailureLimiter } from './failure-limit';
import { createRateLimiter, type RateLimitDecision } from './rate-limit';
import { createSharedFailureLimiter, createSharedRateLimiter } from './shared';

export type RateLimiter = { check(client: string): Promise<RateLimitDecision> };
export type FailureLimiter = {
  /** Counts an attempt before it is checked: 0 when it may go on, else the whole seconds to wait. */
  attempt(client: string): Promise<number>;
  succeed(client: string): Promise<void>;
};

/**
 * A rate limit counted where the site's instances can all see it: in this process's memory on
 * SQLite (one process serves the site), in the database on PostgreSQL (several may).
 */
export function rateLimiter(name: string, perMinute: number): RateLimiter {
  if (databaseEngine() === 'postgres') return createSharedRateLimiter(name, perMinute);
  const memory = createRateLimiter(perMinute);
  return { check: async (client) => memory.check(client) };
}

/** A failure limit counted like rateLimiter's. */
export function failureLimiter(name: string, limit: { max: number; windowMs: number }): FailureLimiter {
  if (databaseEngine() === 'postgres') return createSharedFailureLimiter(name, limit);
  const memory = createFailureLimiter(limit);
  return {
    attempt: async (client) => memory.attempt(client),
    succeed: async (client) => memory.succeed(client),
  };
}
