import { createApiKey, revokeApiKey } from '@/lib/intake/sources/api-keys';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { randomUUID } from 'node:crypto';
import { POST } from './route';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
// The first lead loads the mail templates and libphonenumber, slow on a busy machine.
jest.setTimeout(30_000);

let key = '';
beforeAll(async () => {
  key = (await createApiKey('zapier', null)).key;
});

async function post(source: string, body: unknown, headers: Record<string, string> = {}) {
  const request = jsonRequest(`http://localhost/api/intake/${source}`, body, { authorization: `Bearer ${key}`, ...headers });
  const response = await POST(request, { params: Promise.resolve({ source }) });
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: string; fieldErrors?: Record<string, string> },
    replayed: response.headers.get('idempotent-replayed'),
  };
}

const leadsNamed = async (name: string) => (await db()).lead.findMany({ where: { name } });

it('stores a posted lead as api:<name>, 201, and notes when the key was last used', async () => {
  const answer = await post('zapier', {
    name: 'Zap Buyer',
    phone: '98101 00001',
    externalId: 'zap-1',
    campaign: 'Expo',
    channel: 'Referral',
  });
  expect(answer.status).toBe(201);
  const [row] = await leadsNamed('Zap Buyer');
  expect(row).toMatchObject({
    id: answer.body.id,
    source: 'api:zapier',
    externalId: 'zap-1',
    phone: '+919810100001',
    firstChannel: 'referral',
    firstSource: 'zapier',
    firstCampaign: 'Expo',
  });
  const stored = await (await db()).intakeApiKey.findFirstOrThrow({ where: { name: 'zapier' } });
  expect(stored.lastUsedAt).not.toBeNull();
  expect(stored.keyHash).not.toContain(key);
  expect(JSON.stringify(stored)).not.toContain(key);
});

it('the same externalId twice is stored once: 201, then 200 with the same id', async () => {
  const first = await post('zapier', { name: 'Twice Buyer', phone: '9810100002', externalId: 'zap-2' });
  const again = await post('zapier', { name: 'Twice Buyer', phone: '9810100002', externalId: 'zap-2' });
  expect([first.status, again.status]).toEqual([201, 200]);
  expect(again.body.id).toBe(first.body.id);
  expect(await leadsNamed('Twice Buyer')).toHaveLength(1);
});

it('Idempotency-Key works as on /api/enquiry: a retry gets the first answer, another body with it a 422', async () => {
  const idem = randomUUID();
  const body = { name: 'Keyed Buyer', phone: '9810100003' };
  const answers = await Promise.all([
    post('zapier', body, { 'idempotency-key': idem }),
    post('zapier', { ...body }, { 'idempotency-key': idem }),
  ]);
  expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
  expect(answers.map((answer) => answer.status)).toContain(201);
  const retry = await post('zapier', body, { 'idempotency-key': idem });
  expect(retry).toMatchObject({ status: 201, replayed: 'true', body: { id: answers[0]!.body.id } });
  expect((await post('zapier', { name: 'Other Body', phone: '9810100004' }, { 'idempotency-key': idem })).status).toBe(422);
  expect(await leadsNamed('Keyed Buyer')).toHaveLength(1);
  expect(await leadsNamed('Other Body')).toHaveLength(0);
});

it("a missing, wrong, other source's or revoked key is a 401 and stores nothing", async () => {
  const body = { name: 'Intruder', phone: '9810100005' };
  expect((await post('zapier', body, { authorization: '' })).status).toBe(401);
  expect((await post('zapier', body, { authorization: `Bearer ${key}x` })).status).toBe(401);
  expect((await post('make', body)).status).toBe(401);
  const other = await createApiKey('make', null);
  await revokeApiKey(other.id);
  expect((await post('make', body, { authorization: `Bearer ${other.key}` })).status).toBe(401);
  expect(await leadsNamed('Intruder')).toHaveLength(0);
});

it('a malformed body is a 400 naming the field, and stores nothing', async () => {
  const badEmail = await post('zapier', { name: 'Malformed', email: 'not-an-address' });
  expect(badEmail.status).toBe(400);
  expect(badEmail.body.fieldErrors).toEqual({ email: 'must be an e-mail address' });
  const noContact = await post('zapier', { name: 'Malformed' });
  expect(noContact.body.fieldErrors).toEqual({ phone: 'a phone or an e-mail address is required' });
  const stray = await post('zapier', { name: 'Malformed', phone: '9810100006', budget: 'high' });
  expect(stray.body.fieldErrors).toEqual({ budget: 'is not a field of a lead' });
  expect((await post('zapier', '{"name":')).status).toBe(400);
  expect(await leadsNamed('Malformed')).toHaveLength(0);
});

it('a burst of 200 wrong keys from one address: 20 are checked (401), the rest get 429 with Retry-After; another address is served', async () => {
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, index) => {
      const request = jsonRequest(
        'http://localhost/api/intake/zapier',
        { name: 'Guess', phone: '9810100090' },
        { authorization: `Bearer nsk_zapier_guess${index}`, 'x-forwarded-for': '203.0.113.7' },
      );
      const response = await POST(request, { params: Promise.resolve({ source: 'zapier' }) });
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    }),
  );
  expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
  const limited = answers.filter((answer) => answer.status === 429);
  expect(limited).toHaveLength(180);
  expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
  expect((await post('zapier', { name: 'Other Address Buyer', phone: '9810100091' }, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(
    201,
  );
  expect(await leadsNamed('Guess')).toHaveLength(0);
});
