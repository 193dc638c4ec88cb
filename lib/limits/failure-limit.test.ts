import { createFailureLimiter } from './failure-limit';

describe('createFailureLimiter', () => {
  let clock = 0;
  const limiter = () => createFailureLimiter({ max: 3, windowMs: 60_000 }, () => clock);
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('refuses a key after max failures until its window ends', () => {
    const logins = limiter();
    logins.fail('a');
    logins.fail('a');
    expect(logins.retryAfterSeconds('a')).toBe(0);
    logins.fail('a');
    expect(logins.retryAfterSeconds('a')).toBe(60);
    clock += 45_500;
    expect(logins.retryAfterSeconds('a')).toBe(15);
    clock += 14_500;
    expect(logins.retryAfterSeconds('a')).toBe(0);
    logins.fail('a');
    expect(logins.retryAfterSeconds('a')).toBe(0);
  });

  it('keeps keys apart and forgets a key on success', () => {
    const logins = limiter();
    for (let i = 0; i < 3; i += 1) logins.fail('a');
    expect(logins.retryAfterSeconds('b')).toBe(0);
    logins.fail('b');
    logins.fail('b');
    logins.succeed('b');
    logins.fail('b');
    expect(logins.retryAfterSeconds('b')).toBe(0);
    expect(logins.retryAfterSeconds('a')).toBe(60);
  });
});
