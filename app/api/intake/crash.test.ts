import { createIntakeWorker } from '@/lib/intake/sources/intake-worker';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { startGraphStandIn, type GraphStandIn } from '@/tests/support/graph-stand-in';
import { startCrashChild, type CrashChild } from '@/tests/support/intake-crash';
import { BUSINESS_NUMBER_ID, message, messagesDelivery, signed } from '@/tests/support/whatsapp-fixtures';
import { createHmac } from 'node:crypto';

// Runs on SQLite and on PostgreSQL (jest.config.mjs). Each test kills a real server process with
// SIGKILL (tests/support/intake-crash-child.ts) between accepting a source's event and storing its lead.
setupTestDatabase(100_000);
// A child process loads the site's code through tsx: seconds on a busy machine.
jest.setTimeout(60_000);

const secret = 'meta-app-secret-for-crash-tests';
const graphToken = 'page-access-token-for-crash-tests';
const googleKey = 'google-form-key-for-crash-tests';
const whatsappSecret = 'whatsapp-app-secret-for-crash-tests';
Object.assign(process.env, {
  META_APP_SECRET: secret,
  META_VERIFY_TOKEN: 'verify-me-please',
  META_GRAPH_TOKEN: graphToken,
  GOOGLE_LEAD_KEY: googleKey,
  WHATSAPP_PHONE_NUMBER_ID: BUSINESS_NUMBER_ID,
  WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
  WHATSAPP_ACCESS_TOKEN: 'whatsapp-access-token-for-crash-tests',
  WHATSAPP_APP_SECRET: whatsappSecret,
  WHATSAPP_VERIFY_TOKEN: 'verify-whatsapp-please',
});

let graph: GraphStandIn;
const children: CrashChild[] = [];
beforeAll(async () => {
  graph = await startGraphStandIn(graphToken);
});
afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill()));
  graph.hangs = false;
});
afterAll(() => graph.close());

/** A server process on the test's database, its Graph API the stand-in; resolves once it listens. */
async function startServer(withWorker: boolean) {
  const child = startCrashChild(withWorker ? ['serve', 'worker'] : ['serve'], { META_GRAPH_URL: graph.url });
  children.push(child);
  const [, port] = await child.waitFor(/^listening (\d+)$/);
  const post = async (path: string, raw: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    });
    return { status: response.status, body: await response.text() };
  };
  return { child, post };
}

const metaDelivery = (id: string) =>
  JSON.stringify({
    object: 'page',
    entry: [
      {
        id: '1001',
        time: 1764220000,
        changes: [
          { field: 'leadgen', value: { leadgen_id: id, page_id: '1001', form_id: '9001', ad_id: '3001', created_time: 1764220000 } },
        ],
      },
    ],
  });
const signature = (raw: string) => ({ 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` });

const leadsOf = async (source: string, externalId: string) => (await db()).lead.findMany({ where: { source, externalId } });
const eventOf = async (source: string, externalId: string) =>
  (await db()).intakeEvent.findUnique({ where: { source_externalId: { source, externalId } } });
const worker = (clock: () => Date = () => new Date()) =>
  createIntakeWorker({ now: clock, settings: () => ({ ...env(), META_GRAPH_URL: graph.url }) });

async function until(condition: () => Promise<boolean> | boolean, what: string, child: CrashChild, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Meta lead ads', () => {
  it('a server killed after answering 200 keeps the event; the restarted server stores its lead once', async () => {
    const first = await startServer(false);
    const raw = metaDelivery('2101');
    expect(await first.post('/api/intake/meta', raw, signature(raw))).toEqual({ status: 200, body: JSON.stringify({ received: 1 }) });
    await first.child.kill();

    expect(await eventOf('meta', '2101')).toMatchObject({ state: 'pending', attempts: 0, claimToken: null });
    expect(await leadsOf('meta', '2101')).toHaveLength(0);

    // The restart: a new process whose intake worker, started as the server starts it, takes what was accepted before.
    const restarted = await startServer(true);
    await until(async () => (await eventOf('meta', '2101'))?.state === 'stored', 'the restarted server stored the lead', restarted.child);
    const leads = await leadsOf('meta', '2101');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Meta Buyer 2101', phone: '+919800002101' });
    await worker().runOnce();
    expect(await leadsOf('meta', '2101')).toHaveLength(1);
  });

  it('a server killed while its worker fetches the lead leaves a claim that runs out; the next worker stores the lead once', async () => {
    graph.hangs = true;
    const server = await startServer(true);
    const raw = metaDelivery('2201');
    expect((await server.post('/api/intake/meta', raw, signature(raw))).status).toBe(200);
    await until(() => graph.requests.includes('/2201'), "the server's worker asked the Graph API for the lead", server.child);
    await server.child.kill();
    graph.hangs = false;

    const killedAt = new Date();
    const event = await eventOf('meta', '2201');
    expect(event).toMatchObject({ state: 'pending', attempts: 1 });
    expect(event!.claimedUntil!.getTime()).toBeGreaterThan(killedAt.getTime());
    expect(await leadsOf('meta', '2201')).toHaveLength(0);

    // While the dead worker's claim lasts, no one else takes the event; once it has run out, one worker does.
    await worker(() => killedAt).runOnce();
    expect(await leadsOf('meta', '2201')).toHaveLength(0);
    const afterLease = new Date(killedAt.getTime() + 121_000);
    await Promise.all([worker(() => afterLease).runOnce(), worker(() => afterLease).runOnce()]);
    await worker(() => afterLease).runOnce();
    expect(await leadsOf('meta', '2201')).toHaveLength(1);
    expect(await eventOf('meta', '2201')).toMatchObject({ state: 'stored', attempts: 2 });
  });
});

describe('Google Ads lead forms', () => {
  it('a server killed after answering 200 keeps the lead; the next worker stores it once', async () => {
    const server = await startServer(false);
    const lead = {
      lead_id: 'G-CRASH-1',
      api_version: '1.0',
      form_id: 40000000001,
      campaign_id: 20000000001,
      google_key: googleKey,
      is_test: false,
      user_column_data: [
        { column_name: 'Full Name', string_value: 'Google Crash Buyer', column_id: 'FULL_NAME' },
        { column_name: 'User Phone', string_value: '+91 98110 22901', column_id: 'PHONE_NUMBER' },
      ],
    };
    expect((await server.post('/api/intake/google', JSON.stringify(lead))).status).toBe(200);
    await server.child.kill();

    expect(await eventOf('google', 'G-CRASH-1')).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await leadsOf('google', 'G-CRASH-1')).toHaveLength(0);

    await Promise.all([worker().runOnce(), worker().runOnce()]);
    const leads = await leadsOf('google', 'G-CRASH-1');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Google Crash Buyer', phone: '+919811022901' });
    expect(await eventOf('google', 'G-CRASH-1')).toMatchObject({ state: 'stored', leadId: leads[0]!.id });
  });
});

describe('WhatsApp', () => {
  it('a server killed after answering 200 keeps the message; the restarted server files it once', async () => {
    const first = await startServer(false);
    const text = message.text('919811033301', 'Hello, after the crash');
    const raw = messagesDelivery([text]);
    const headers = { 'x-hub-signature-256': signed(raw, whatsappSecret) };
    expect(await first.post('/api/intake/whatsapp', raw, headers)).toEqual({ status: 200, body: JSON.stringify({ received: 1 }) });
    await first.child.kill();

    expect(await eventOf('whatsapp', text.id)).toMatchObject({ state: 'pending', attempts: 0, claimToken: null });
    const prisma = await db();
    expect(await prisma.whatsAppMessage.count({ where: { wamid: text.id } })).toBe(0);

    const restarted = await startServer(true);
    // Meta delivers it again meanwhile: still one event.
    expect((await restarted.post('/api/intake/whatsapp', raw, headers)).status).toBe(200);
    await until(
      async () => (await eventOf('whatsapp', text.id))?.state === 'stored',
      'the restarted server filed the message',
      restarted.child,
    );
    const stored = await prisma.whatsAppMessage.findMany({ where: { wamid: text.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ body: 'Hello, after the crash', direction: 'in' });
    expect(await prisma.lead.count({ where: { source: 'whatsapp', externalId: text.id } })).toBe(1);
  });
});
