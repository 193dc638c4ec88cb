import { db } from '@/lib/platform/db';
import { limitPolicies } from '@/lib/platform/limits/policies';
import { setupTestDatabase } from '@/tests/support/database';
import { startStaffMailbox } from '@/tests/support/staff-mail';
import { createStaffUser } from './accounts';
import { RESET_TTL_MS, completePasswordReset, forcePasswordReset, openReset, requestPasswordReset } from './password-reset';
import { checkCredentials, sessionMember, startSession } from './sessions';

const RESET_REQUEST_LIMITS = { perClient: limitPolicies['staff-reset-client'], perEmail: limitPolicies['staff-reset-email'] };

setupTestDatabase(5);
jest.setTimeout(60_000);

let mail: Awaited<ReturnType<typeof startStaffMailbox>>;
let admin: { id: string };
let advisor: { id: string };

beforeAll(async () => {
  mail = await startStaffMailbox();
  admin = await createStaffUser({ name: 'Asha Rao', email: 'asha@example.in', role: 'admin', password: 'admin password 1' });
  advisor = await createStaffUser({ name: 'Vikram Sethi', email: 'vikram@example.in', role: 'advisor', password: 'advisor password 1' });
});

afterAll(() => mail.close());

const newPassword = { password: 'a brand new password', confirm: 'a brand new password' };
const queuedMailsTo = async (to: string) =>
  (await (await db()).delivery.findMany({ where: { channel: 'notice-email' } })).filter((row) => row.payload?.includes(`"to":"${to}"`))
    .length;

it('mails a link that sets a new password once and ends every session of the account', async () => {
  const [phone, laptop] = [await startSession(advisor.id), await startSession(advisor.id)];
  expect(await requestPasswordReset({ email: ' Vikram@Example.in ' }, '198.51.100.1')).toEqual({ kind: 'sent' });
  const token = await mail.linkTokenFor('vikram@example.in', '/admin/reset/');
  expect(await openReset(token)).toEqual({ email: 'vikram@example.in', name: 'Vikram Sethi' });

  expect(await completePasswordReset(token, newPassword)).toEqual({ kind: 'reset' });
  expect(await sessionMember(phone.token)).toBeNull();
  expect(await sessionMember(laptop.token)).toBeNull();
  expect(await checkCredentials('vikram@example.in', 'advisor password 1')).toBeNull();
  expect(await checkCredentials('vikram@example.in', newPassword.password)).not.toBeNull();
  expect(await completePasswordReset(token, { password: 'yet another password', confirm: 'yet another password' })).toEqual({
    kind: 'gone',
  });
});

it('gives the same answer for an unknown e-mail, and mails nothing', async () => {
  const before = await (await db()).delivery.count();
  expect(await requestPasswordReset({ email: 'nobody@example.in' }, '198.51.100.2')).toEqual(
    await requestPasswordReset({ email: 'asha@example.in' }, '198.51.100.2'),
  );
  expect(await (await db()).delivery.count()).toBe(before + 1);
  expect(await queuedMailsTo('nobody@example.in')).toBe(0);
});

it('keeps a link 30 minutes only, and refuses a weak new password', async () => {
  const asked = new Date(Date.now() - RESET_TTL_MS - 1_000);
  await requestPasswordReset({ email: 'asha@example.in' }, '198.51.100.3', asked);
  // Mailed in time; followed too late.
  const token = await mail.linkTokenFor('asha@example.in', '/admin/reset/', asked);
  expect(await openReset(token)).toBeNull();
  expect(await completePasswordReset(token, newPassword)).toEqual({ kind: 'gone' });
  expect(await checkCredentials('asha@example.in', 'admin password 1')).not.toBeNull();

  await requestPasswordReset({ email: 'asha@example.in' }, '198.51.100.3');
  const fresh = await mail.linkTokenFor('asha@example.in', '/admin/reset/');
  expect(await completePasswordReset(fresh, { password: 'Qwerty123456', confirm: 'Qwerty123456' })).toEqual({
    kind: 'invalid',
    error: 'common',
  });
  expect(await openReset(fresh)).not.toBeNull();
  expect(await completePasswordReset('x'.repeat(43), newPassword)).toEqual({ kind: 'gone' });
});

it(`mails one e-mail at most ${RESET_REQUEST_LIMITS.perEmail.max} links from 30 requests at once from many addresses`, async () => {
  await createStaffUser({ name: 'Neha', email: 'neha@example.in', role: 'advisor', password: 'quiet harbour lantern 1' });
  const outcomes = await Promise.all(
    Array.from({ length: 30 }, (_, n) => requestPasswordReset({ email: 'neha@example.in' }, `203.0.113.${n}`)),
  );
  expect(outcomes.every((outcome) => outcome.kind === 'sent')).toBe(true);
  expect(await queuedMailsTo('neha@example.in')).toBe(RESET_REQUEST_LIMITS.perEmail.max);
});

it(`tells one address to wait after ${RESET_REQUEST_LIMITS.perClient.max} requests, whatever the e-mails`, async () => {
  const outcomes = await Promise.all(
    Array.from({ length: 25 }, (_, n) => requestPasswordReset({ email: `someone${n}@example.in` }, '192.0.2.77')),
  );
  expect(outcomes.filter((outcome) => outcome.kind === 'sent')).toHaveLength(RESET_REQUEST_LIMITS.perClient.max);
  expect(outcomes.filter((outcome) => outcome.kind === 'limited')).toHaveLength(25 - RESET_REQUEST_LIMITS.perClient.max);
});

it('lets an admin force a reset: the password stops working, sessions end, a link is mailed', async () => {
  const trainee = await createStaffUser({ name: 'Rohan', email: 'rohan@example.in', role: 'advisor', password: 'trainee password 1' });
  const session = await startSession(trainee.id);
  await forcePasswordReset(admin.id, trainee.id);
  expect(await sessionMember(session.token)).toBeNull();
  expect(await checkCredentials('rohan@example.in', 'trainee password 1')).toBeNull();
  const token = await mail.linkTokenFor('rohan@example.in', '/admin/reset/');
  expect(mail.mailbox.received.find((received) => JSON.stringify(received.to).includes('rohan@example.in'))?.text).toContain(
    'An admin has asked you to choose a new password',
  );
  expect(await completePasswordReset(token, newPassword)).toEqual({ kind: 'reset' });
  expect(await checkCredentials('rohan@example.in', newPassword.password)).not.toBeNull();
  await expect(forcePasswordReset(admin.id, admin.id)).rejects.toMatchObject({ code: 'self' });
});
