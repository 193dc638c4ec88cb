import { createStaffUser, setStaffRole } from '@/lib/office/staff/accounts';
import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { setupTestDatabase } from '@/tests/support/database';
import type { Payload } from 'payload';
import { staffSessionStrategy } from './staff-session-strategy';

setupTestDatabase(5);
jest.setTimeout(30_000);

/** Payload's users collection as the strategy uses it: found by staff id, created, updated. */
function fakePayload() {
  const users: Record<string, unknown>[] = [];
  const payload = {
    find: async ({ where }: { where: { staffId: { equals: string } } }) => ({
      docs: users.filter((user) => user.staffId === where.staffId.equals),
    }),
    create: async ({ data }: { data: Record<string, unknown> }) => {
      const user = { id: users.length + 1, ...data };
      users.push(user);
      return user;
    },
    update: async ({ id, data }: { id: number; data: Record<string, unknown> }) => {
      const user = users.find((candidate) => candidate.id === id)!;
      Object.assign(user, data);
      return user;
    },
  };
  return { payload: payload as unknown as Payload, users };
}

const headersWith = (token?: string) => new Headers(token ? { cookie: `other=1; ${SESSION_COOKIE}=${encodeURIComponent(token)}` } : {});

async function authenticate(payload: Payload, token?: string) {
  const { user } = await staffSessionStrategy.authenticate({
    headers: headersWith(token),
    payload,
    canSetHeaders: false,
    isGraphQL: false,
  });
  return user as Record<string, unknown> | null;
}

describe('the catalogue editor’s sign-in is the staff session', () => {
  let editor: { id: string };
  let advisor: { id: string };
  let admin: { id: string };
  beforeAll(async () => {
    editor = await createStaffUser({ name: 'Meera Nair', email: 'meera@example.in', role: 'editor', password: 'editor password 1' });
    advisor = await createStaffUser({ name: 'Vikram Sethi', email: 'vikram@example.in', role: 'advisor', password: 'advisor password 1' });
    admin = await createStaffUser({ name: 'Asha Rao', email: 'asha@example.in', role: 'admin', password: 'admin password 1' });
  });

  it('lets an editor in as the same Payload user every time, kept in step with the staff account', async () => {
    const { payload, users } = fakePayload();
    const { token } = await startSession(editor.id);
    const first = await authenticate(payload, token);
    expect(first).toMatchObject({ staffId: editor.id, name: 'Meera Nair', email: 'meera@example.in', role: 'editor', collection: 'users' });
    expect(await authenticate(payload, token)).toMatchObject({ id: first!.id });
    expect(users).toHaveLength(1);
  });

  it('refuses advisors, nobody signed in, a made-up session, and a session still waiting for its code', async () => {
    const { payload, users } = fakePayload();
    expect(await authenticate(payload, (await startSession(advisor.id)).token)).toBeNull();
    expect(await authenticate(payload)).toBeNull();
    expect(await authenticate(payload, 'A'.repeat(43))).toBeNull();
    expect(await authenticate(payload, (await startSession(editor.id, new Date(), 'second-factor')).token)).toBeNull();
    expect(users).toHaveLength(0);
  });

  it('follows a role change at the next request, and holds an admin to two-factor as the staff area does', async () => {
    const { payload } = fakePayload();
    const moved = await createStaffUser({ name: 'Ravi Kumar', email: 'ravi@example.in', role: 'editor', password: 'editor password 2' });
    const { token } = await startSession(moved.id);
    expect(await authenticate(payload, token)).not.toBeNull();
    await setStaffRole(admin.id, moved.id, 'advisor');
    expect(await authenticate(payload, token)).toBeNull();
    // Admins must set up two-factor before they reach any staff page; this one has not.
    expect(await authenticate(payload, (await startSession(admin.id)).token)).toBeNull();
  });
});
