import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { spawnSync } from 'node:child_process';
import { createStaffUser, setStaffActive, setStaffRole } from './accounts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, checkCredentials, endSession, sessionMember, startSession } from './sessions';
import { signIn } from './sign-in';

setupTestDatabase(5);
// scrypt on purpose takes time, and the CLI tests start a process each: generous under a loaded CI machine.
jest.setTimeout(30_000);

const hour = 60 * 60_000;
let admin: { id: string };
let advisor: { id: string };

beforeAll(async () => {
  admin = await createStaffUser({ name: 'Asha Rao', email: 'Asha@Example.in', role: 'admin', password: 'admin password 1' });
  advisor = await createStaffUser({ name: 'Vikram Sethi', email: 'vikram@example.in', role: 'advisor', password: 'advisor password 1' });
});

describe('credentials', () => {
  it('accept the e-mail in any case with the right password only', async () => {
    expect(await checkCredentials(' ASHA@example.in ', 'admin password 1')).toEqual({
      id: admin.id,
      name: 'Asha Rao',
      email: 'asha@example.in',
      role: 'admin',
    });
    expect(await checkCredentials('asha@example.in', 'admin password 2')).toBeNull();
    expect(await checkCredentials('nobody@example.in', 'admin password 1')).toBeNull();
  });
});

describe('sessions', () => {
  it('store only a hash of the token, and a new id at every sign-in', async () => {
    const first = await startSession(advisor.id);
    const second = await startSession(advisor.id);
    expect(first.token).not.toBe(second.token);
    const ids = (await (await db()).staffSession.findMany({ where: { userId: advisor.id } })).map((row) => row.id);
    expect(ids).not.toContain(first.token);
    expect(ids).toHaveLength(2);
    expect((await sessionMember(first.token))?.email).toBe('vikram@example.in');
  });

  it('end after 12 idle hours, and after 7 days however busy', async () => {
    const start = new Date('2026-11-24T04:00:00Z');
    const idle = await startSession(advisor.id, start);
    expect(await sessionMember(idle.token, new Date(start.getTime() + SESSION_IDLE_MS - 60_000))).not.toBeNull();
    expect(await sessionMember(idle.token, new Date(start.getTime() + 2 * SESSION_IDLE_MS))).toBeNull();

    const busy = await startSession(advisor.id, start);
    for (let at = start.getTime(); at < start.getTime() + SESSION_ABSOLUTE_MS - hour; at += 6 * hour) {
      expect(await sessionMember(busy.token, new Date(at))).not.toBeNull();
    }
    expect(await sessionMember(busy.token, new Date(start.getTime() + SESSION_ABSOLUTE_MS))).toBeNull();
  });

  it('end at sign-out', async () => {
    const { token } = await startSession(advisor.id);
    await endSession(token);
    expect(await sessionMember(token)).toBeNull();
  });

  it('lock a deactivated user out at once, and let them back in when reactivated', async () => {
    const { token } = await startSession(advisor.id);
    await setStaffActive(admin.id, advisor.id, false);
    expect(await sessionMember(token)).toBeNull();
    expect(await checkCredentials('vikram@example.in', 'advisor password 1')).toBeNull();
    await setStaffActive(admin.id, advisor.id, true);
    expect(await checkCredentials('vikram@example.in', 'advisor password 1')).not.toBeNull();
  });
});

describe('accounts', () => {
  it('keep at least one active admin and refuse duplicates and short passwords', async () => {
    await expect(setStaffActive(admin.id, admin.id, false)).rejects.toThrow('You cannot deactivate your own account.');
    await expect(setStaffRole(advisor.id, admin.id, 'advisor')).rejects.toThrow(/last active admin/);
    await expect(
      createStaffUser({ name: 'Again', email: 'asha@example.in', role: 'advisor', password: 'another password' }),
    ).rejects.toThrow('A staff account for asha@example.in already exists.');
    await expect(createStaffUser({ name: 'Short', email: 's@example.in', role: 'advisor', password: 'short' })).rejects.toThrow(
      'Use at least 12 characters.',
    );
  });
});

describe('signIn', () => {
  it('limits one address to 10 wrong passwords per e-mail, then refuses even the right one', async () => {
    const client = '198.51.100.9';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn({ email: 'asha@example.in', password: `guess ${attempt}` }, client)).kind).toBe('invalid');
    }
    const blocked = await signIn({ email: 'asha@example.in', password: 'admin password 1' }, client);
    expect(blocked.kind).toBe('limited');
    // The 15-minute window started with the first of the ten attempts, ten scrypt checks ago.
    const wait = blocked.kind === 'limited' ? blocked.retryAfterSeconds : 0;
    expect(wait).toBeGreaterThan(880);
    expect(wait).toBeLessThanOrEqual(900);
    // Another address, or another e-mail from this one, is not held up by the guesses.
    expect((await signIn({ email: 'asha@example.in', password: 'admin password 1' }, '198.51.100.10')).kind).toBe('signed-in');
    expect((await signIn({ email: 'vikram@example.in', password: 'advisor password 1' }, client)).kind).toBe('signed-in');
  });

  it('goes back only to a staff page of this site', async () => {
    const signInTo = async (next: string) => signIn({ email: 'vikram@example.in', password: 'advisor password 1', next }, '198.51.100.11');
    expect(await signInTo('/admin/visits?day=2026-11-25')).toMatchObject({ next: '/admin/visits?day=2026-11-25' });
    expect(await signInTo('//evil.example/admin')).toMatchObject({ next: '/admin/leads' });
    expect(await signInTo('/about')).toMatchObject({ next: '/admin/leads' });
  });
});

describe('npm run staff:add', () => {
  const run = (args: string[], input: string) =>
    spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/ops/staff-add.ts', ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env },
    });

  it('creates an account with the password from standard input, never from the command line', async () => {
    const created = run(['--email', 'Neha@Example.in', '--name', 'Neha Kapoor', '--role', 'advisor'], 'piped password 1\n');
    expect(created.stdout).toContain('Created advisor Neha Kapoor <neha@example.in>.');
    expect(created.status).toBe(0);
    expect(await checkCredentials('neha@example.in', 'piped password 1')).not.toBeNull();
  });

  it('exits non-zero with a clear message for a duplicate, a short or common password, or a missing name', () => {
    const duplicate = run(['--email', 'neha@example.in', '--name', 'Neha'], 'piped password 2\n');
    expect([duplicate.status, duplicate.stderr]).toEqual([1, expect.stringContaining('already exists')]);
    const short = run(['--email', 'new@example.in', '--name', 'New'], 'short\n');
    expect([short.status, short.stderr]).toEqual([1, expect.stringContaining('at least 12 characters')]);
    const common = run(['--email', 'new@example.in', '--name', 'New'], 'QWERTY123456\n');
    expect([common.status, common.stderr]).toEqual([1, expect.stringContaining('one of the 10,000 most common')]);
    expect(run(['--email', 'new@example.in'], 'piped password 3\n').status).toBe(2);
  });
});
