import { setupTestDatabase } from '@/test/database';
import { createStaffUser } from './accounts';
import { verifyPassword } from './password';
import { signIn } from './sign-in';

// Every password check goes through the real scrypt, counted.
jest.mock('./password', () => {
  const actual = jest.requireActual<typeof import('./password')>('./password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

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
