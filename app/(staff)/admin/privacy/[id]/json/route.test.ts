import { UNPROVEN_EXPORT } from '@/lib/compliance/privacy/export-response';
import { recordCall } from '@/lib/compliance/privacy/proofs';
import { createPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { GET as getCsv } from '../csv/route';
import { GET as getJson } from './route';

setupTestDatabase(100_000);

async function memberFor(role: 'admin' | 'advisor') {
  const user = await (
    await db()
  ).staffUser.create({
    data: {
      email: `${role}.${Date.now()}.${Math.random()}@nestora.example`,
      name: role,
      role,
      passwordHash: 'x',
      totpEnabledAt: new Date(),
    },
  });
  return { id: user.id, cookie: `${SESSION_COOKIE}=${(await startSession(user.id)).token}` };
}

const cookieFor = async (role: 'admin' | 'advisor') => (await memberFor(role)).cookie;

const download = (handler: typeof getJson, id: string, cookie?: string) =>
  handler(new Request(`http://localhost/admin/privacy/${id}/x`, { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({ id }),
  });

let requestId = '';
let leadId = '';

beforeAll(async () => {
  const lead = await createEnquiry({ name: 'Export buyer', phone: '9888800001', source: 'api' });
  if (!lead.ok) throw new Error('lead not stored');
  leadId = lead.id;
  requestId = (await createPrivacyRequest({ kind: 'access', phone: '+91 98888 00001' }, { siteUrl: 'https://x.example' })).id;
});

it('refuses the download of a phone-only request until staff record their call, and logs nothing', async () => {
  const admin = await memberFor('admin');
  for (const handler of [getJson, getCsv]) {
    const refused = await download(handler, requestId, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toBe(UNPROVEN_EXPORT);
  }
  expect(await (await db()).accessLogEntry.count({ where: { subjectId: requestId } })).toBe(0);
  expect(await recordCall({ id: requestId, phoneKey: '9888800001', note: 'Called, confirmed' }, admin.id)).toEqual({ ok: true });
});

it('gives an admin every row about the person as a JSON or CSV download', async () => {
  const cookie = await cookieFor('admin');
  const json = await download(getJson, requestId, cookie);
  expect(json.status).toBe(200);
  expect(json.headers.get('content-disposition')).toBe(`attachment; filename="your-data-${requestId}.json"`);
  const body = (await json.json()) as { tables: Record<string, { id: string }[]> };
  expect(body.tables.enquiries?.map((row) => row.id)).toEqual([leadId]);
  const csv = await download(getCsv, requestId, cookie);
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(`"enquiries","${leadId}","name","Export buyer"`);
  const logged = await (await db()).accessLogEntry.findMany({ where: { subjectId: requestId }, orderBy: { detail: 'asc' } });
  expect(logged.map((entry) => [entry.action, entry.detail])).toEqual([
    ['privacy-export', 'csv'],
    ['privacy-export', 'json'],
  ]);
});

it('refuses advisors (404) and anyone signed out (401)', async () => {
  expect((await download(getJson, requestId, await cookieFor('advisor'))).status).toBe(404);
  expect((await download(getCsv, requestId)).status).toBe(401);
  expect(await (await db()).accessLogEntry.count({ where: { subjectId: requestId } })).toBe(2);
});

it('has nothing for a request still waiting for its e-mailed link', async () => {
  const waiting = await createPrivacyRequest({ kind: 'access', email: 'waiting@example.in' }, { siteUrl: 'https://x.example' });
  expect((await download(getJson, waiting.id, await cookieFor('admin'))).status).toBe(404);
});
