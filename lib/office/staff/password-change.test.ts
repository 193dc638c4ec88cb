import { limitPolicies } from '@/lib/platform/limits/policies';
import { setupTestDatabase } from '@/tests/support/database';
import { createStaffUser } from './accounts';
import { changeOwnPassword } from './password-change';
import { checkCredentials, sessionMember, startSession } from './sessions';

const PASSWORD_CHANGE_LIMIT = limitPolicies['staff-password-change'];

setupTestDatabase(5);
jest.setTimeout(60_000);

let member: { id: string };

beforeAll(async () => {
  member = await createStaffUser({ name: 'Vikram Sethi', email: 'vikram@example.in', role: 'advisor', password: 'advisor password 1' });
});

const change = (current: string, password: string, confirm = password) => ({ current, password, confirm });

it('refuses a wrong current password and changes nothing', async () => {
  const here = await startSession(member.id);
  expect(await changeOwnPassword(member.id, here.token, change('advisor password 2', 'a brand new password'))).toEqual({
    kind: 'wrong-current',
  });
  expect(await checkCredentials('vikram@example.in', 'advisor password 1')).not.toBeNull();
});

it('refuses a new password against the policy', async () => {
  const here = await startSession(member.id);
  expect(await changeOwnPassword(member.id, here.token, change('advisor password 1', 'too short'))).toEqual({
    kind: 'invalid',
    error: 'short',
  });
  expect(await changeOwnPassword(member.id, here.token, change('advisor password 1', 'x'.repeat(201)))).toEqual({
    kind: 'invalid',
    error: 'long',
  });
  expect(await changeOwnPassword(member.id, here.token, change('advisor password 1', 'QazWsxEdcRfv'))).toEqual({
    kind: 'invalid',
    error: 'common',
  });
  expect(
    await changeOwnPassword(member.id, here.token, change('advisor password 1', 'a brand new password', 'a brand new passw0rd')),
  ).toEqual({
    kind: 'invalid',
    error: 'mismatch',
  });
});

it('ends the other sessions and keeps the one that made the change', async () => {
  const [here, elsewhere] = [await startSession(member.id), await startSession(member.id)];
  expect(await changeOwnPassword(member.id, here.token, change('advisor password 1', 'a brand new password'))).toEqual({ kind: 'changed' });
  expect(await sessionMember(here.token)).toMatchObject({ id: member.id });
  expect(await sessionMember(elsewhere.token)).toBeNull();
  expect(await checkCredentials('vikram@example.in', 'advisor password 1')).toBeNull();
  expect(await checkCredentials('vikram@example.in', 'a brand new password')).not.toBeNull();
});

it(`checks ${PASSWORD_CHANGE_LIMIT.max} of 20 guesses at the current password sent at once`, async () => {
  const guesser = await createStaffUser({ name: 'Guess', email: 'guess@example.in', role: 'advisor', password: 'quiet harbour lantern 1' });
  const here = await startSession(guesser.id);
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, (_, n) => changeOwnPassword(guesser.id, here.token, change(`guess ${n}`, 'a brand new password'))),
  );
  expect(outcomes.filter((outcome) => outcome.kind === 'wrong-current')).toHaveLength(PASSWORD_CHANGE_LIMIT.max);
  expect(outcomes.filter((outcome) => outcome.kind === 'limited')).toHaveLength(20 - PASSWORD_CHANGE_LIMIT.max);
});
