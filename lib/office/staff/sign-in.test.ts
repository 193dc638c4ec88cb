import { limitPolicies } from '@/lib/platform/limits/policies';
import { setupTestDatabase } from '@/tests/support/database';
import { createStaffUser } from './accounts';
import { verifyPassword } from './password';
import { signIn } from './sign-in';

// Every password check goes through the real scrypt, counted.
jest.mock('./password', () => {
  const actual = jest.requireActual<typeof import('./password')>('./password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

// The limiters read the clock through this spy (made before any of them), so a test can move past a window.
const clock = jest.spyOn(Date, 'now');

setupTestDatabase(5);
// Up to 200 scrypt checks on a loaded machine when the limit does not hold.
jest.setTimeout(120_000);

const checks = jest.mocked(verifyPassword);

beforeAll(async () => {
  await createStaffUser({ name: 'Asha Rao', email: 'asha@example.in', role: 'admin', password: 'admin password 1' });
});

beforeEach(() => checks.mockClear());

describe('signIn under a burst', () => {
  it('checks 10 of 200 wrong passwords sent at once for one e-mail from one address, and limits the other 190', async () => {
    const client = '198.51.100.20';
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, n) => signIn({ email: 'asha@example.in', password: `guess ${n}` }, client)),
    );
    expect(checks).toHaveBeenCalledTimes(10);
    expect(outcomes.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.kind === 'limited')).toHaveLength(190);

    checks.mockClear();
    expect(await signIn({ email: 'asha@example.in', password: 'admin password 1' }, client)).toMatchObject({ kind: 'limited' });
    expect(checks).not.toHaveBeenCalled();
    expect((await signIn({ email: 'asha@example.in', password: 'admin password 1' }, '198.51.100.21')).kind).toBe('signed-in');
  });

  it('lets the right password in within the limit, and starts the count again after it', async () => {
    const client = '198.51.100.22';
    const attempt = (password: string) => signIn({ email: 'asha@example.in', password }, client);
    for (let n = 0; n < 9; n += 1) expect((await attempt(`guess ${n}`)).kind).toBe('invalid');
    expect((await attempt('admin password 1')).kind).toBe('signed-in');
    const burst = await Promise.all(Array.from({ length: 20 }, (_, n) => attempt(`again ${n}`)));
    expect(burst.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(10);
    expect(checks).toHaveBeenCalledTimes(20);
  });
});

describe('signIn from many addresses at once', () => {
  const { max, windowMs } = limitPolicies['staff-login-account'];

  it(`checks exactly ${max} of 120 wrong passwords for one account sent at once from 120 addresses, then makes the right one wait for the window`, async () => {
    await createStaffUser({ name: 'Dev Kumar', email: 'dev@example.in', role: 'advisor', password: 'quiet harbour lantern 1' });
    const outcomes = await Promise.all(
      Array.from({ length: 120 }, (_, n) => signIn({ email: 'dev@example.in', password: `guess ${n}` }, `203.0.113.${n}`)),
    );
    expect(checks).toHaveBeenCalledTimes(max);
    expect(outcomes.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(max);
    expect(outcomes.filter((outcome) => outcome.kind === 'limited')).toHaveLength(120 - max);

    checks.mockClear();
    const waiting = await signIn({ email: 'dev@example.in', password: 'quiet harbour lantern 1' }, '192.0.2.200');
    expect(waiting).toMatchObject({ kind: 'limited', retryAfterSeconds: expect.any(Number) });
    expect(checks).not.toHaveBeenCalled();
    // Another account is not held up by this one's limit.
    expect((await signIn({ email: 'asha@example.in', password: 'admin password 1' }, '192.0.2.201')).kind).toBe('signed-in');

    // Once the window is over, the right password works from anywhere, and clears the count.
    const later = Date.now() + windowMs + 1_000;
    clock.mockImplementation(() => later);
    try {
      expect((await signIn({ email: 'dev@example.in', password: 'quiet harbour lantern 1' }, '192.0.2.202')).kind).toBe('signed-in');
      const again = await Promise.all(
        Array.from({ length: max }, (_, n) => signIn({ email: 'dev@example.in', password: `again ${n}` }, `198.18.0.${n}`)),
      );
      expect(again.every((outcome) => outcome.kind === 'invalid')).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});
