import { recordCall } from '@/lib/compliance/privacy/proofs';
import { createPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { setAdvisorsNeedTwoFactor } from '@/lib/office/staff/two-factor-policy';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { GET as applicationsCsv } from './applications/csv/route';
import { GET as leadsCsv } from './leads/csv/route';
import { GET as privacyCsv } from './privacy/[id]/csv/route';
import { GET as privacyJson } from './privacy/[id]/json/route';
import { GET as reportsCsv } from './reports/csv/route';

// The handlers are called directly, as a request that got past proxy.ts would reach them.
setupTestDatabase(100);

let people = 0;
async function cookieFor(role: 'admin' | 'advisor', twoFactor: boolean): Promise<string> {
  people += 1;
  const user = await (
    await db()
  ).staffUser.create({
    data: {
      name: `${role} ${people}`,
      email: `${role}${people}@example.in`,
      role,
      passwordHash: 'unused here',
      totpEnabledAt: twoFactor ? new Date() : null,
    },
  });
  return `${SESSION_COOKIE}=${(await startSession(user.id)).token}`;
}

let requestId = '';
beforeAll(async () => {
  requestId = (await createPrivacyRequest({ kind: 'access', phone: '+91 98888 00009' }, { siteUrl: 'https://x.example' })).id;
  // A phone request is acted on only once staff have recorded their call to it.
  const caller = await (
    await db()
  ).staffUser.create({ data: { name: 'Caller', email: 'caller@example.in', role: 'admin', passwordHash: 'unused here' } });
  expect(await recordCall({ id: requestId, phoneKey: '9888800009', note: null }, caller.id)).toEqual({ ok: true });
});

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const downloads = (cookie: string) => [
  leadsCsv(get('/admin/leads/csv', cookie)),
  applicationsCsv(get('/admin/applications/csv', cookie)),
  reportsCsv(get('/admin/reports/csv?table=channels', cookie)),
  privacyJson(get(`/admin/privacy/${requestId}/json`, cookie), { params: Promise.resolve({ id: requestId }) }),
  privacyCsv(get(`/admin/privacy/${requestId}/csv`, cookie), { params: Promise.resolve({ id: requestId }) }),
];
const statuses = async (cookie: string) => (await Promise.all(downloads(cookie))).map((response) => response.status);

it('refuses every download to an admin who has not set up the two-factor sign-in their role requires', async () => {
  expect(await statuses(await cookieFor('admin', false))).toEqual([401, 401, 401, 401, 401]);
  expect(await (await db()).accessLogEntry.count()).toBe(0);
  // The same admin role with two-factor on gets them.
  expect(await statuses(await cookieFor('admin', true))).toEqual([200, 200, 200, 200, 200]);
});

it('refuses an advisor without two-factor once an admin requires it of advisors too', async () => {
  const cookie = await cookieFor('advisor', false);
  expect((await leadsCsv(get('/admin/leads/csv', cookie))).status).toBe(200);
  await setAdvisorsNeedTwoFactor(true);
  try {
    expect((await leadsCsv(get('/admin/leads/csv', cookie))).status).toBe(401);
    expect((await applicationsCsv(get('/admin/applications/csv', cookie))).status).toBe(401);
  } finally {
    await setAdvisorsNeedTwoFactor(false);
  }
});
