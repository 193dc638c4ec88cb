import { intakeRenderers } from '@/lib/intake/outbox/renderers';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { startMailbox } from '@/tests/support/receivers';
import net from 'node:net';
import { outboxRowsForLead } from './enqueue';
import { closeMailTransport } from './mail-transport';
import { createOutboxWorker } from './worker';

setupTestDatabase(100_000);
jest.setTimeout(30_000);

const RELAY_MAX_CLIENTS = 3;
const MESSAGES_PER_CONNECTION = 100;
type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
const mailboxes: Mailbox[] = [];

beforeAll(() => {
  // Mail to the advisors only: no webhook, and the leads give no e-mail address for a confirmation.
  Object.assign(process.env, {
    SITE_URL: 'https://www.nestora.example',
    // Each test points the worker at its own relay (its `settings`); this only turns the channel on.
    SMTP_URL: 'smtp://127.0.0.1:25',
    LEAD_EMAIL_FROM: 'leads@nestora.example',
    LEAD_EMAIL_TO: 'advisors@nestora.example',
  });
});

afterAll(async () => {
  closeMailTransport();
  await Promise.all(mailboxes.map((mailbox) => mailbox.close()));
});

beforeEach(async () => {
  await (await db()).delivery.deleteMany({});
});

/** Stores `count` leads as the enquiry store does, each with its outbox rows: one advisor e-mail. */
async function storeLeads(count: number, label: string) {
  const leads = Array.from({ length: count }, (_, n) => ({ id: `${label}-${n}`, name: `${label} ${n}`, source: 'footer' }));
  const prisma = await db();
  await prisma.lead.createMany({ data: leads });
  await prisma.delivery.createMany({ data: leads.flatMap((lead) => outboxRowsForLead({ id: lead.id, email: null, spam: false })) });
}

/** Runs one worker pass against `mailbox`; logs what the mailbox saw, and returns the deliveries and those not sent at the first try. */
async function drainInto(mailbox: Mailbox) {
  const started = Date.now();
  await createOutboxWorker({ renderers: intakeRenderers, settings: () => ({ ...env(), SMTP_URL: mailbox.url }) }).runOnce();
  const deliveries = await (await db()).delivery.findMany({ select: { state: true, attempts: true, lastError: true } });
  const retried = deliveries.filter((delivery) => delivery.state !== 'delivered' || delivery.attempts !== 1);
  console.log(
    `drained in ${Date.now() - started} ms:`,
    JSON.stringify({ ...mailbox.connections, received: mailbox.received.length, retried: retried.length }),
  );
  return { deliveries, retried };
}

describe('a backlog of leads after a mail outage', () => {
  it(`drains 500 leads through a relay that takes ${RELAY_MAX_CLIENTS} connections per client, with no 421`, async () => {
    const mailbox = await startMailbox(0, { maxClients: RELAY_MAX_CLIENTS });
    mailboxes.push(mailbox);
    await storeLeads(500, 'Backlog');

    const { deliveries, retried } = await drainInto(mailbox);
    expect(deliveries).toHaveLength(500);
    expect(retried.length).toBe(0);
    expect(mailbox.received).toHaveLength(500);
    expect(mailbox.connections.replies421).toBe(0);
    expect(mailbox.connections.peak).toBeLessThanOrEqual(RELAY_MAX_CLIENTS);
    // Each connection carries up to 100 messages before the pool replaces it.
    expect(mailbox.connections.opened).toBeLessThanOrEqual(RELAY_MAX_CLIENTS + 500 / MESSAGES_PER_CONNECTION);
    // About 10 s on an idle machine; the margin is for a loaded CI runner.
  }, 90_000);

  it(`opens at most ${RELAY_MAX_CLIENTS} connections at once to a relay with no cap`, async () => {
    const mailbox = await startMailbox();
    mailboxes.push(mailbox);
    await storeLeads(100, 'Uncapped');

    const { retried } = await drainInto(mailbox);
    expect(retried.length).toBe(0);
    expect(mailbox.received).toHaveLength(100);
    expect(mailbox.connections.peak).toBeLessThanOrEqual(RELAY_MAX_CLIENTS);
    expect(mailbox.connections.opened).toBeLessThanOrEqual(RELAY_MAX_CLIENTS + 1);

    // What the server's drain does once the worker has stopped: the idle connections go.
    expect(mailbox.connections.open).toBeGreaterThan(0);
    closeMailTransport();
    for (let waited = 0; mailbox.connections.open > 0 && waited < 2_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(mailbox.connections.open).toBe(0);
  });
});

describe('a relay that accepts connections but never answers', () => {
  it('is given up on well within the claim, not one connection timeout after another', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    await storeLeads(10, 'Silent');

    const leaseMs = 2_000;
    const started = Date.now();
    await createOutboxWorker({
      renderers: intakeRenderers,
      leaseMs,
      settings: () => ({ ...env(), SMTP_URL: `smtp://127.0.0.1:${port}` }),
    }).runOnce();
    const elapsed = Date.now() - started;
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));

    // Without the deadline, ten messages over three connections wait out four 15 s greeting timeouts in turn.
    expect(elapsed).toBeLessThan(leaseMs);
    const deliveries = await (await db()).delivery.findMany({ select: { state: true, attempts: true, lastError: true } });
    expect(deliveries).toEqual(Array.from({ length: 10 }, () => ({ state: 'pending', attempts: 1, lastError: 'timed out' })));
    expect(sockets.length).toBeLessThanOrEqual(RELAY_MAX_CLIENTS);
  });
});
