import { claimDueEvents, retryEvent, troubledEvents } from '@/lib/intake/sources/events';
import { createIntakeWorker } from '@/lib/intake/sources/intake-worker';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { startGraphStandIn, type GraphStandIn } from '@/tests/support/graph-stand-in';
import { createHmac } from 'node:crypto';
import { GET, POST } from './route';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
// The first lead loads the mail templates and libphonenumber, slow on a busy machine.
jest.setTimeout(30_000);

const secret = 'meta-app-secret-for-tests';
const graphToken = 'page-access-token-for-tests';
Object.assign(process.env, { META_APP_SECRET: secret, META_VERIFY_TOKEN: 'verify-me-please', META_GRAPH_TOKEN: graphToken });

let graph: GraphStandIn;
beforeAll(async () => {
  graph = await startGraphStandIn(graphToken);
});
afterAll(() => graph.close());

const signed = (raw: string, key = secret) => `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`;
const delivery = (...ids: string[]) =>
  JSON.stringify({
    object: 'page',
    entry: [
      {
        id: '1001',
        time: 1764220000,
        changes: ids.map((id) => ({
          field: 'leadgen',
          value: { leadgen_id: id, page_id: '1001', form_id: '9001', ad_id: '3001', created_time: 1764220000 },
        })),
      },
    ],
  });

async function post(raw: string, signature: string | null = signed(raw)) {
  const request = new Request('http://localhost/api/intake/meta', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    body: raw,
  });
  const response = await POST(request);
  return { status: response.status, body: await response.text() };
}

const worker = (clock: () => Date = () => new Date()) =>
  createIntakeWorker({ now: clock, settings: () => ({ ...env(), META_GRAPH_URL: graph.url }) });
const leadsOf = async (leadgenId: string) => (await db()).lead.findMany({ where: { source: 'meta', externalId: leadgenId } });
const eventOf = async (leadgenId: string) =>
  (await db()).intakeEvent.findUnique({ where: { source_externalId: { source: 'meta', externalId: leadgenId } } });

it('answers the subscription handshake only with our verify token', async () => {
  const handshake = (token: string) =>
    GET(new Request(`http://localhost/api/intake/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`));
  const ok = await handshake('verify-me-please');
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe('1158201444');
  expect((await handshake('guess')).status).toBe(401);
});

it('keeps the event and answers 200 at once; the worker fetches the lead from the Graph API and stores it', async () => {
  const answer = await post(delivery('1101'));
  expect(answer).toEqual({ status: 200, body: JSON.stringify({ received: 1 }) });
  expect((await eventOf('1101'))?.state).toBe('pending');
  expect(await leadsOf('1101')).toHaveLength(0);
  await worker().runOnce();
  const [lead] = await leadsOf('1101');
  expect(lead).toMatchObject({
    name: 'Meta Buyer 1101',
    phone: '+919800001101',
    phoneKey: '9800001101',
    email: 'buyer1101@example.com',
    message: 'budget: 1.5 Cr',
    firstChannel: 'paid-social',
    firstSource: 'instagram',
    firstCampaign: 'Skyline launch',
  });
  expect(JSON.parse(lead!.sourceIds!)).toEqual({
    leadgen_id: '1101',
    form_id: '9001',
    ad_id: '3001',
    adset_id: '23851234567890555',
    campaign_id: '4001',
    page_id: '1001',
  });
  const consent = await (await db()).consentRecord.findFirstOrThrow({ where: { leadId: lead!.id } });
  expect(consent.form).toBe(
    'Meta lead ads: lead form "Skyline spring offer" (form 9001); ticks: contact_optin ticked, marketing_optin not ticked',
  );
  expect(await eventOf('1101')).toMatchObject({ state: 'stored', leadId: lead!.id });
});

it('the same leadgen_id delivered again, at once or after it was stored, is one event and one lead', async () => {
  const raw = delivery('1201', '1201');
  const answers = await Promise.all([post(raw), post(raw), post(delivery('1201'))]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  await Promise.all([worker().runOnce(), worker().runOnce()]);
  expect((await post(raw)).status).toBe(200);
  await worker().runOnce();
  expect(await leadsOf('1201')).toHaveLength(1);
  expect(await (await db()).intakeEvent.count({ where: { externalId: '1201' } })).toBe(1);
});

it('a missing or wrong signature, or one over other bytes than those sent, is a 401 and keeps nothing', async () => {
  const raw = delivery('1301');
  expect((await post(raw, null)).status).toBe(401);
  expect((await post(raw, signed(raw, 'not-the-secret'))).status).toBe(401);
  // The same JSON re-serialised with other whitespace: the signature covers the raw bytes.
  expect((await post(JSON.stringify(JSON.parse(raw), null, 2), signed(raw))).status).toBe(401);
  expect(await eventOf('1301')).toBeNull();
});

it('a malformed delivery is a 400 naming the field, and keeps nothing', async () => {
  const raw = JSON.stringify({
    object: 'page',
    entry: [
      {
        changes: [
          { field: 'leadgen', value: { leadgen_id: '1401' } },
          { field: 'leadgen', value: { leadgen_id: 'x; drop' } },
        ],
      },
    ],
  });
  const answer = await post(raw);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ field: 'entry.0.changes.1.value.leadgen_id' });
  expect(await eventOf('1401')).toBeNull();
  expect((await post('{"object":')).status).toBe(400);
});

it('the Graph API down (500): the event waits on the outbox schedule and is stored once when it is back', async () => {
  expect((await post(delivery('1501'))).status).toBe(200);
  let clock = new Date();
  graph.failNext(1);
  await worker(() => clock).runOnce();
  const waiting = await eventOf('1501');
  expect(waiting).toMatchObject({
    state: 'pending',
    attempts: 1,
    lastError: 'the Graph API answered 500: An unexpected error has occurred.',
  });
  expect(waiting!.nextAttemptAt.getTime() - clock.getTime()).toBe(30_000);
  await worker(() => clock).runOnce();
  expect(await leadsOf('1501')).toHaveLength(0);
  clock = new Date(clock.getTime() + 31_000);
  await worker(() => clock).runOnce();
  await worker(() => clock).runOnce();
  expect(await leadsOf('1501')).toHaveLength(1);
  expect(await eventOf('1501')).toMatchObject({ state: 'stored', lastError: null });
});

it('a fetch failing for three days is failed, listed with what Meta sent, and stored once staff retry it', async () => {
  expect((await post(delivery('1601'))).status).toBe(200);
  graph.failNext(1_000);
  let clock = new Date();
  for (let attempt = 0; attempt < 20 && (await eventOf('1601'))?.state === 'pending'; attempt += 1) {
    await worker(() => clock).runOnce();
    clock = new Date((await eventOf('1601'))!.nextAttemptAt.getTime() + 1);
  }
  graph.failNext(0);
  const failed = await eventOf('1601');
  expect(failed?.state).toBe('failed');
  const listed = (await troubledEvents()).find((event) => event.externalId === '1601');
  expect(JSON.parse(listed!.payload)).toMatchObject({ leadgen_id: '1601', form_id: '9001' });
  expect(await retryEvent(failed!.id, clock)).toBe(true);
  await worker(() => clock).runOnce();
  expect(await leadsOf('1601')).toHaveLength(1);
});

it('a crash between accepting and storing loses nothing: the next worker stores the kept event', async () => {
  expect((await post(delivery('1701'))).status).toBe(200);
  const now = new Date();
  // A worker claims the event and dies before storing its lead.
  expect((await claimDueEvents('dead-worker', { limit: 50, now, leaseMs: 120_000 })).map((event) => event.externalId)).toContain('1701');
  await worker(() => now).runOnce();
  expect(await leadsOf('1701')).toHaveLength(0);
  const afterLease = new Date(now.getTime() + 121_000);
  await worker(() => afterLease).runOnce();
  expect(await leadsOf('1701')).toHaveLength(1);
  expect((await eventOf('1701'))?.state).toBe('stored');
});

it('keeps ids past 2^53, sent as JSON numbers as in Meta samples, as the digits sent', async () => {
  const raw = `{"object":"page","entry":[{"id":1001,"time":1764220000,"changes":[{"field":"leadgen","value":{"leadgen_id":9007199254740993,"page_id":1001,"form_id":9001,"ad_id":23851234567890123,"adgroup_id":23851234567890999,"created_time":1764220000}}]}]}`;
  expect(await post(raw)).toEqual({ status: 200, body: JSON.stringify({ received: 1 }) });
  const event = await eventOf('9007199254740993');
  expect(JSON.parse(event!.payload)).toMatchObject({
    leadgen_id: '9007199254740993',
    ad_id: '23851234567890123',
    adgroup_id: '23851234567890999',
  });
});

it('a burst of wrong signatures from one address: 20 are checked (401), the rest get 429 with Retry-After', async () => {
  const raw = delivery('1901');
  const answers = await Promise.all(
    Array.from({ length: 60 }, () =>
      POST(
        new Request('http://localhost/api/intake/meta', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', 'x-hub-signature-256': signed(raw, 'guess') },
          body: raw,
        }),
      ),
    ),
  );
  expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
  const limited = answers.filter((answer) => answer.status === 429);
  expect(limited).toHaveLength(40);
  expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await eventOf('1901')).toBeNull();
});

it('a burst of 30 signed deliveries from one address is not counted as failures: all are kept', async () => {
  const raws = Array.from({ length: 30 }, (_, index) => delivery(String(1950 + index)));
  const answers = await Promise.all(
    raws.map((raw) =>
      POST(
        new Request('http://localhost/api/intake/meta', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10', 'x-hub-signature-256': signed(raw) },
          body: raw,
        }),
      ),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
});
