import { createFailureLimiter } from './failure-limit';

describe('createFailureLimiter', () => {
  let clock = 0;
  const limiter = () => createFailureLimiter({ max: 3, windowMs: 60_000 }, () => clock);
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets max attempts of a key go on, then refuses it until its window ends', () => {
    const logins = limiter();
    expect([logins.attempt('a'), logins.attempt('a'), logins.attempt('a')]).toEqual([0, 0, 0]);
    expect(logins.attempt('a')).toBe(60);
    clock += 45_500;
    expect(logins.attempt('a')).toBe(15);
    clock += 14_500;
    expect(logins.attempt('a')).toBe(0);
  });

  it('keeps keys apart and forgets a key on success', () => {
    const logins = limiter();
    for (let i = 0; i < 3; i += 1) logins.attempt('a');
    expect(logins.attempt('b')).toBe(0);
    logins.attempt('b');
    logins.succeed('b');
    expect([logins.attempt('b'), logins.attempt('b'), logins.attempt('b'), logins.attempt('b')]).toEqual([0, 0, 0, 60]);
    expect(logins.attempt('a')).toBe(60);
  });
});
