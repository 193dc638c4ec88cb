import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { startStaffMailbox } from '@/tests/support/staff-mail';
import { createStaffUser } from './accounts';
import {
  INVITATION_TTL_MS,
  acceptInvitation,
  inviteStaff,
  listInvitations,
  openInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations';
import { checkCredentials } from './sessions';

setupTestDatabase(5);
jest.setTimeout(60_000);

let mail: Awaited<ReturnType<typeof startStaffMailbox>>;
let admin: { id: string; name: string };

beforeAll(async () => {
  mail = await startStaffMailbox();
  admin = await createStaffUser({ name: 'Asha Rao', email: 'asha@example.in', role: 'admin', password: 'admin password 1' });
});

afterAll(() => mail.close());

const form = { name: 'Neha Kapoor', password: 'a long new password', confirm: 'a long new password' };

it('mails a link that opens an account once, after which the invitee signs in', async () => {
  await inviteStaff(admin, { email: ' Neha@Example.in ', role: 'advisor' });
  expect(await listInvitations()).toEqual([
    expect.objectContaining({ email: 'neha@example.in', role: 'advisor', invitedBy: { name: 'Asha Rao' } }),
  ]);
  const token = await mail.linkTokenFor('neha@example.in', '/admin/invitation/');
  const stored = await (await db()).staffInvitation.findUniqueOrThrow({ where: { email: 'neha@example.in' } });
  expect(stored.tokenHash).not.toContain(token);
  expect(await openInvitation(token)).toEqual({ email: 'neha@example.in', role: 'advisor' });

  expect(await acceptInvitation(token, form)).toEqual({ kind: 'accepted', email: 'neha@example.in' });
  expect(await checkCredentials('neha@example.in', 'a long new password')).toMatchObject({ name: 'Neha Kapoor', role: 'advisor' });
  expect(await acceptInvitation(token, { ...form, password: 'another password!', confirm: 'another password!' })).toEqual({ kind: 'gone' });
  expect(await listInvitations()).toEqual([]);
});

it('refuses to invite an e-mail that already has an account, and sends nothing', async () => {
  const prisma = await db();
  const before = await prisma.delivery.count();
  await expect(inviteStaff(admin, { email: 'ASHA@example.in', role: 'admin' })).rejects.toMatchObject({ code: 'has-account' });
  await expect(inviteStaff(admin, { email: 'not an address', role: 'admin' })).rejects.toMatchObject({ code: 'input' });
  expect(await prisma.delivery.count()).toBe(before);
  expect(await listInvitations()).toEqual([]);
});

it('keeps a link 72 hours only', async () => {
  // Sent now: the outbox drops a mail whose link has expired by the time it runs, so a fixed date would go stale.
  const sent = new Date();
  await inviteStaff(admin, { email: 'late@example.in', role: 'advisor' }, sent);
  const token = await mail.linkTokenFor('late@example.in', '/admin/invitation/');
  const after = new Date(sent.getTime() + INVITATION_TTL_MS + 1_000);
  expect(await openInvitation(token, after)).toBeNull();
  expect(await acceptInvitation(token, form, after)).toEqual({ kind: 'gone' });
  expect(await checkCredentials('late@example.in', form.password)).toBeNull();
});

it('kills a revoked invitation and a resent one’s old link', async () => {
  await inviteStaff(admin, { email: 'revoked@example.in', role: 'advisor' });
  const revoked = await mail.linkTokenFor('revoked@example.in', '/admin/invitation/');
  const [row] = (await listInvitations()).filter((listed) => listed.email === 'revoked@example.in');
  await revokeInvitation(row!.id);
  expect(await acceptInvitation(revoked, form)).toEqual({ kind: 'gone' });

  await inviteStaff(admin, { email: 'resent@example.in', role: 'admin' });
  const first = await mail.linkTokenFor('resent@example.in', '/admin/invitation/');
  const [pending] = (await listInvitations()).filter((row) => row.email === 'resent@example.in');
  await resendInvitation(admin, pending!.id);
  const second = await mail.linkTokenFor('resent@example.in', '/admin/invitation/');
  expect(second).not.toBe(first);
  expect(await acceptInvitation(first, form)).toEqual({ kind: 'gone' });
  expect(await acceptInvitation(second, form)).toEqual({ kind: 'accepted', email: 'resent@example.in' });
  expect(await checkCredentials('resent@example.in', form.password)).toMatchObject({ role: 'admin' });
});

it('refuses a weak password or a missing name and keeps the link usable', async () => {
  await inviteStaff(admin, { email: 'weak@example.in', role: 'advisor' });
  const token = await mail.linkTokenFor('weak@example.in', '/admin/invitation/');
  expect(await acceptInvitation(token, { ...form, password: 'short', confirm: 'short' })).toEqual({ kind: 'invalid', error: 'short' });
  expect(await acceptInvitation(token, { ...form, password: 'QWERTY123456', confirm: 'QWERTY123456' })).toEqual({
    kind: 'invalid',
    error: 'common',
  });
  expect(await acceptInvitation(token, { ...form, confirm: 'something else' })).toEqual({ kind: 'invalid', error: 'mismatch' });
  expect(await acceptInvitation(token, { ...form, name: '  ' })).toEqual({ kind: 'invalid', error: 'name' });
  expect(await openInvitation(token)).not.toBeNull();
});

it('makes exactly one account of 10 accepts of one link at once', async () => {
  await inviteStaff(admin, { email: 'race@example.in', role: 'advisor' });
  const token = await mail.linkTokenFor('race@example.in', '/admin/invitation/');
  const outcomes = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      acceptInvitation(token, { name: `Racer ${n}`, password: `racing password ${n}`, confirm: `racing password ${n}` }),
    ),
  );
  expect(outcomes.filter((outcome) => outcome.kind === 'accepted')).toHaveLength(1);
  expect(outcomes.filter((outcome) => outcome.kind === 'gone')).toHaveLength(9);
  expect(await (await db()).staffUser.count({ where: { email: 'race@example.in' } })).toBe(1);
});

it('turns an invitation away once its address got an account another way', async () => {
  await inviteStaff(admin, { email: 'twice@example.in', role: 'advisor' });
  const token = await mail.linkTokenFor('twice@example.in', '/admin/invitation/');
  await createStaffUser({ name: 'Twice', email: 'twice@example.in', role: 'advisor', password: 'made on the server' });
  expect(await acceptInvitation(token, form)).toEqual({ kind: 'gone' });
  expect(await checkCredentials('twice@example.in', 'made on the server')).toMatchObject({ name: 'Twice' });
});
