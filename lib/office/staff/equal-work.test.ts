import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { scrypt } from 'node:crypto';
import { createStaffUser, setStaffActive } from './accounts';
import { hashForMissingAccount } from './password';
import { forcePasswordReset, requestPasswordReset } from './password-reset';
import { signIn } from './sign-in';

// Every scrypt the site runs, counted: the work, not the clock, is compared (timings on a shared machine prove nothing).
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});

setupTestDatabase(5);
jest.setTimeout(60_000);

const scrypts = jest.mocked(scrypt);

beforeAll(async () => {
  const admin = await createStaffUser({ name: 'Asha Rao', email: 'asha@example.in', role: 'admin', password: 'quiet harbour lantern 1' });
  const forced = await createStaffUser({
    name: 'Forced Person',
    email: 'forced@example.in',
    role: 'advisor',
    password: 'quiet harbour lantern 2',
  });
  const gone = await createStaffUser({
    name: 'Left Company',
    email: 'gone@example.in',
    role: 'advisor',
    password: 'quiet harbour lantern 3',
  });
  await forcePasswordReset(admin.id, forced.id);
  await setStaffActive(admin.id, gone.id, false);
  // The dummy hash is made once per process; made here, it is not counted in a path below.
  await hashForMissingAccount();
});

describe('a failed sign-in costs one scrypt, whatever the account', () => {
  const paths = {
    'an unknown e-mail': 'nobody@example.in',
    'a wrong password': 'asha@example.in',
    'an account whose reset an admin forced': 'forced@example.in',
    'a deactivated account': 'gone@example.in',
  };
  for (const [path, email] of Object.entries(paths)) {
    it(path, async () => {
      scrypts.mockClear();
      const outcome = await signIn({ email, password: 'quiet harbour lantern 9' }, `198.51.100.${Object.keys(paths).indexOf(path) + 1}`);
      expect(outcome.kind).toBe('invalid');
      expect(scrypts).toHaveBeenCalledTimes(1);
    });
  }
});

describe('"Forgot password?" does the same database work for every e-mail', () => {
  async function workFor(email: string, client: string) {
    const prisma = await db();
    const transactions = jest.spyOn(prisma, '$transaction');
    const [requests, links] = [await prisma.staffResetRequest.count(), await prisma.staffPasswordReset.count()];
    try {
      expect(await requestPasswordReset({ email }, client)).toEqual({ kind: 'sent' });
      return {
        transactions: transactions.mock.calls.length,
        recorded: (await prisma.staffResetRequest.count()) - requests,
        linked: (await prisma.staffPasswordReset.count()) - links,
      };
    } finally {
      transactions.mockRestore();
    }
  }

  it('records the request in one transaction for an active account, a deactivated one, a forced reset and an unknown e-mail', async () => {
    const work = {
      active: await workFor('asha@example.in', '203.0.113.1'),
      deactivated: await workFor('gone@example.in', '203.0.113.2'),
      forced: await workFor('forced@example.in', '203.0.113.3'),
      unknown: await workFor('nobody@example.in', '203.0.113.4'),
    };
    // Only the active accounts (a forced reset's is active) get a link.
    expect(work).toEqual({
      active: { transactions: 1, recorded: 1, linked: 1 },
      deactivated: { transactions: 1, recorded: 1, linked: 0 },
      forced: { transactions: 1, recorded: 1, linked: 1 },
      unknown: { transactions: 1, recorded: 1, linked: 0 },
    });
  });

  it('forgets the recorded requests after a day', async () => {
    const prisma = await db();
    await prisma.staffResetRequest.create({ data: { createdAt: new Date(Date.now() - 25 * 60 * 60_000) } });
    expect(await workFor('nobody@example.in', '203.0.113.5')).toMatchObject({ recorded: 0 });
    expect(await prisma.staffResetRequest.count({ where: { createdAt: { lt: new Date(Date.now() - 24 * 60 * 60_000) } } })).toBe(0);
  });
});
