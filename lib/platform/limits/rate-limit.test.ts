import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('refills one request every 60/limit seconds', () => {
    let now = 0;
    const limiter = createRateLimiter(5, () => now);
    for (let index = 0; index < 5; index += 1) expect(limiter.check('a').ok).toBe(true);
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 12 });
    now += 11_000;
    expect(limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(limiter.check('a').ok).toBe(true);
    expect(limiter.check('a').ok).toBe(false);
  });

  it('keeps separate budgets per key', () => {
    const limiter = createRateLimiter(1, () => 0);
    expect(limiter.check('a').ok).toBe(true);
    expect(limiter.check('a').ok).toBe(false);
    expect(limiter.check('b').ok).toBe(true);
  });

  it('forgets idle clients once many are tracked, without losing the busy ones', () => {
    let now = 0;
    const limiter = createRateLimiter(1, () => now);
    limiter.check('busy');
    for (let index = 0; index < 10_000; index += 1) limiter.check(`idle-${index}`);
    now += 1_000;
    limiter.check('trigger-sweep');
    expect(limiter.check('busy').ok).toBe(false);
  });
});
