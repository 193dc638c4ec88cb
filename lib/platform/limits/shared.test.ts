import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { createSharedFailureLimiter, createSharedRateLimiter } from './shared';

// Runs on SQLite and on PostgreSQL (see jest.config.mjs): the upserts are the same SQL on both.
setupTestDatabase(5);

function clock(start = 1_800_000_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('createSharedRateLimiter', () => {
  it('lets a burst of perMinute through, then one more every 60/perMinute seconds, as the memory limiter does', async () => {
    const { time, now } = clock();
    const limiter = createSharedRateLimiter('burst', 3, { now });
    const decisions = [];
    for (let n = 0; n < 4; n += 1) decisions.push(await limiter.check('203.0.113.7'));
    expect(decisions).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: false, retryAfterSeconds: 20 }]);
    time.now += 19_000;
    expect(await limiter.check('203.0.113.7')).toEqual({ ok: false, retryAfterSeconds: 1 });
    time.now += 1_000;
    expect(await limiter.check('203.0.113.7')).toEqual({ ok: true });
    expect(await limiter.check('198.51.100.1')).toEqual({ ok: true });
  });

  it('is one budget for every instance using the same limit, and separate per limit', async () => {
    const { now } = clock();
    const [first, second] = [createSharedRateLimiter('shared', 2, { now }), createSharedRateLimiter('shared', 2, { now })];
    expect(await first.check('client')).toEqual({ ok: true });
    expect(await second.check('client')).toEqual({ ok: true });
    expect(await first.check('client')).toMatchObject({ ok: false });
    expect(await createSharedRateLimiter('other', 2, { now }).check('client')).toEqual({ ok: true });
  });

  it('counts requests racing each other exactly: 40 at once against a budget of 5 let 5 through', async () => {
    const { now } = clock();
    const instances = Array.from({ length: 4 }, () => createSharedRateLimiter('race', 5, { now }));
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, n) => instances[n % 4]!.check('flood')));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(5);
  });

  it('forgets buckets that have been full again for a while', async () => {
    const { time, now } = clock();
    const limiter = createSharedRateLimiter('sweep', 5, { now, sweepEvery: 2 });
    await limiter.check('old');
    time.now += 61_000;
    await limiter.check('new');
    const keys = (await (await db()).rateLimitBucket.findMany({ where: { key: { startsWith: 'sweep:' } } })).map((row) => row.key);
    expect(keys).toEqual(['sweep:new']);
  });
});

describe('createSharedFailureLimiter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('refuses a key after max attempts until the window ends, counted across instances', async () => {
    const { time, now } = clock();
    const [first, second] = [createSharedFailureLimiter('login', limit, { now }), createSharedFailureLimiter('login', limit, { now })];
    expect(await first.attempt('ip user')).toBe(0);
    expect(await second.attempt('ip user')).toBe(0);
    time.now += 10_000;
    expect(await first.attempt('ip user')).toBe(0);
    expect(await second.attempt('ip user')).toBe(50);
    expect(await second.attempt('ip other')).toBe(0);
    time.now += 50_000;
    // A new window, with this one attempt in it.
    expect(await first.attempt('ip user')).toBe(0);
    expect(await first.attempt('ip user')).toBe(0);
  });

  it('lets exactly max of many attempts racing each other go on, and a success clears the key', async () => {
    const { now } = clock();
    const instances = Array.from({ length: 4 }, () => createSharedFailureLimiter('race-login', { max: 10, windowMs: 60_000 }, { now }));
    const waits = await Promise.all(Array.from({ length: 60 }, (_, n) => instances[n % 4]!.attempt('guesser')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(50);
    await instances[0]!.succeed('guesser');
    expect(await instances[1]!.attempt('guesser')).toBe(0);
  });
});
