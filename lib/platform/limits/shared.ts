import { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db';
import 'server-only';
import type { RateLimitDecision } from './rate-limit';

export type Clock = () => number;

// Expired rows are deleted every so many calls, which keeps the tables as small as the clients
// active in the last minutes without a timer in every instance.
const SWEEP_EVERY = 500;

function sweeper(sweep: (at: number) => Promise<unknown>, every: number) {
  let calls = 0;
  return async (at: number) => {
    calls += 1;
    if (calls % every === 0) await sweep(at);
  };
}

/**
 * The token bucket of ./rate-limit.ts kept in the database (RateLimitBucket), so that instances
 * sharing it share each client's budget. One upsert per request reads, refills, spends and writes
 * the bucket atomically; the SQL is the same on SQLite and PostgreSQL.
 */
export function createSharedRateLimiter(name: string, perMinute: number, { now = Date.now as Clock, sweepEvery = SWEEP_EVERY } = {}) {
  const refillPerMs = perMinute / 60_000;
  const sweep = sweeper(async (at) => {
    const prisma = await db();
    // A bucket untouched for a minute is full again: forgetting it changes nothing.
    await prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: `${name}:` }, updatedAt: { lt: at - 60_000 } } });
  }, sweepEvery);

  return {
    async check(client: string): Promise<RateLimitDecision> {
      const prisma = await db();
      const at = now();
      const key = `${name}:${client}`;
      // Prisma.sql numbers the placeholders as each engine wants them.
      const refreshed = Prisma.sql`CASE WHEN "RateLimitBucket"."tokens" + (${at} - "RateLimitBucket"."updatedAt") * ${refillPerMs} > ${perMinute}
        THEN ${perMinute} ELSE "RateLimitBucket"."tokens" + (${at} - "RateLimitBucket"."updatedAt") * ${refillPerMs} END`;
      const rows = await prisma.$queryRaw<{ tokens: number; allowed: boolean | number }[]>`
        INSERT INTO "RateLimitBucket" ("key", "tokens", "updatedAt", "allowed") VALUES (${key}, ${perMinute - 1}, ${at}, true)
        ON CONFLICT ("key") DO UPDATE SET
          "tokens" = CASE WHEN ${refreshed} >= 1 THEN ${refreshed} - 1 ELSE ${refreshed} END,
          "allowed" = (${refreshed} >= 1),
          "updatedAt" = ${at}
        RETURNING "tokens", "allowed"`;
      await sweep(at);
      const row = rows[0];
      if (!row) throw new Error('RateLimitBucket: the upsert returned no row');
      if (Boolean(row.allowed)) return { ok: true };
      const waitMs = Math.round((1 - Number(row.tokens)) / refillPerMs);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

/**
 * The failure window of ./failure-limit.ts kept in the database (FailureWindow), so that a
 * guesser spreading attempts over several instances is counted once. One upsert counts an
 * attempt and returns the count, so attempts racing each other, here or in another instance,
 * are counted exactly before any of them is checked.
 */
export function createSharedFailureLimiter(
  name: string,
  { max, windowMs }: { max: number; windowMs: number },
  { now = Date.now as Clock, sweepEvery = SWEEP_EVERY } = {},
) {
  const keyOf = (client: string) => `${name}:${client}`;
  const sweep = sweeper(async (at) => {
    const prisma = await db();
    await prisma.failureWindow.deleteMany({ where: { key: { startsWith: `${name}:` }, resetAt: { lte: at } } });
  }, sweepEvery);

  return {
    /** Counts an attempt of `client`: 0 when it may go on, else the whole seconds until the window ends. */
    async attempt(client: string): Promise<number> {
      const prisma = await db();
      const at = now();
      const expired = Prisma.sql`"FailureWindow"."resetAt" <= ${at}`;
      const rows = await prisma.$queryRaw<{ failures: number | bigint; resetAt: number }[]>`
        INSERT INTO "FailureWindow" ("key", "failures", "resetAt") VALUES (${keyOf(client)}, 1, ${at + windowMs})
        ON CONFLICT ("key") DO UPDATE SET
          "failures" = CASE WHEN ${expired} THEN 1 ELSE "FailureWindow"."failures" + 1 END,
          "resetAt" = CASE WHEN ${expired} THEN ${at + windowMs} ELSE "FailureWindow"."resetAt" END
        RETURNING "failures", "resetAt"`;
      await sweep(at);
      const row = rows[0];
      if (!row) throw new Error('FailureWindow: the upsert returned no row');
      return Number(row.failures) > max ? Math.max(1, Math.ceil((Number(row.resetAt) - at) / 1000)) : 0;
    },
    async succeed(client: string): Promise<void> {
      const prisma = await db();
      await prisma.failureWindow.deleteMany({ where: { key: keyOf(client) } });
    },
  };
}
