import { setupTestDatabase } from '@/tests/support/database';
import { startStaffMailbox } from '@/tests/support/staff-mail';
import { createStaffUser } from './accounts';
import { acceptInvitation, inviteStaff } from './invitations';
import { changeOwnPassword } from './password-change';
import { completePasswordReset, requestPasswordReset } from './password-reset';
import { checkCredentials, startSession } from './sessions';

// Wherever a password is set, the person's e-mail and name and the site's name are refused (ASVS 6.2.11).
setupTestDatabase(5);
jest.setTimeout(60_000);

let mail: Awaited<ReturnType<typeof startStaffMailbox>>;
let admin: { id: string; name: string };

beforeAll(async () => {
  mail = await startStaffMailbox();
  admin = await createStaffUser({ name: 'Asha Rao', email: 'asha@example.in', role: 'admin', password: 'quiet harbour lantern 1' });
});

afterAll(() => mail.close());

const twice = (password: string) => ({ password, confirm: password });

it('refuses them at `npm run staff:add` (createStaffUser), and creates nothing', async () => {
  const add = (password: string) => createStaffUser({ name: 'Kiran Bedi', email: 'kiran.b@example.in', role: 'advisor', password });
  await expect(add('kiran.b forever and ever')).rejects.toMatchObject({ code: 'input', message: expect.stringContaining('e-mail') });
  await expect(add('Bedi was here in 2026')).rejects.toMatchObject({ code: 'input', message: expect.stringContaining('your name') });
  await expect(add('I sell for Nestora 2026')).rejects.toMatchObject({ code: 'input', message: expect.stringContaining('Nestora Realty') });
  expect(await checkCredentials('kiran.b@example.in', 'quiet harbour lantern 1')).toBeNull();
  await expect(add('quiet harbour lantern 1')).resolves.toMatchObject({ email: 'kiran.b@example.in' });
});

it('refuses them when an invitation is accepted, with the name typed on the form', async () => {
  await inviteStaff(admin, { email: 'mi.2026@example.in', role: 'advisor' });
  const token = await mail.linkTokenFor('mi.2026@example.in', '/admin/invitation/');
  const accept = (password: string) => acceptInvitation(token, { name: 'Meera Iyer', ...twice(password) });
  expect(await accept('lantern MI.2026 harbour')).toEqual({ kind: 'invalid', error: 'email' });
  expect(await accept('lantern iyer harbour')).toEqual({ kind: 'invalid', error: 'name' });
  expect(await accept('realty lantern harbour')).toEqual({ kind: 'invalid', error: 'site' });
  expect(await accept('quiet harbour lantern 2')).toEqual({ kind: 'accepted', email: 'mi.2026@example.in' });
});

it('refuses them at a reset, with the account’s own name and e-mail', async () => {
  await createStaffUser({ name: 'Zoya Khan', email: 'zk@example.in', role: 'advisor', password: 'quiet harbour lantern 3' });
  await requestPasswordReset({ email: 'zk@example.in' }, '198.51.100.9');
  const token = await mail.linkTokenFor('zk@example.in', '/admin/reset/');
  expect(await completePasswordReset(token, twice('zoya forgot it again'))).toEqual({ kind: 'invalid', error: 'name' });
  expect(await completePasswordReset(token, twice('nestora forgot again'))).toEqual({ kind: 'invalid', error: 'site' });
  expect(await checkCredentials('zk@example.in', 'quiet harbour lantern 3')).not.toBeNull();
  expect(await completePasswordReset(token, twice('quiet harbour lantern 4'))).toEqual({ kind: 'reset' });
});

it('refuses them at a change of one’s own password', async () => {
  const member = await createStaffUser({
    name: 'Arjun Mehta',
    email: 'arjun@example.in',
    role: 'advisor',
    password: 'quiet harbour lantern 5',
  });
  const { token } = await startSession(member.id);
  const change = (password: string) => changeOwnPassword(member.id, token, { current: 'quiet harbour lantern 5', ...twice(password) });
  expect(await change('my name is Arjun!!')).toEqual({ kind: 'invalid', error: 'email' });
  expect(await change('mehta mehta mehta')).toEqual({ kind: 'invalid', error: 'name' });
  expect(await checkCredentials('arjun@example.in', 'quiet harbour lantern 5')).not.toBeNull();
  expect(await change('quiet harbour lantern 6')).toEqual({ kind: 'changed' });
});
