import { erasePerson, type ErasureLog } from '@/lib/compliance/privacy/erase';
import { personDataCsv, personDataJson } from '@/lib/compliance/privacy/export';
import { recordCall } from '@/lib/compliance/privacy/proofs';
import { personDataFor, privacyRequestById } from '@/lib/compliance/privacy/queue';
import { createPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { eraseLead, reduceToAccounting } from '@/lib/compliance/retention/erase';
import { inactiveSince } from '@/lib/compliance/retention/queries';
import { createIntakeWorker } from '@/lib/intake/sources/intake-worker';
import { receiveWhatsAppDelivery } from '@/lib/intake/sources/whatsapp/webhook';
import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import { listLeads, responseSummary } from '@/lib/office/leads/queries';
import { parseLeadFilter } from '@/lib/office/lists/filter';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { advisor, rules } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import {
  BUSINESS_NUMBER_ID,
  fileBytes,
  message,
  messagesDelivery,
  signed,
  status,
  statusesDelivery,
  templates,
} from '@/tests/support/whatsapp-fixtures';
import { reEngagementError, startWhatsAppStandIn, throttledError, type WhatsAppStandIn } from '@/tests/support/whatsapp-stand-in';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openConversation, openMedia } from './conversation';
import { handleWhatsAppEvent } from './event-handler';
import { NOT_CONFIRMED, whatsappRenderers } from './outbox-renderer';
import { queueReply, retryMessage, SendRefused } from './send';
import { syncTemplates } from './templates';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
jest.setTimeout(30_000);

const secret = 'whatsapp-app-secret-for-send-tests';
const token = 'whatsapp-access-token-for-send-tests';
Object.assign(process.env, {
  WHATSAPP_PHONE_NUMBER_ID: BUSINESS_NUMBER_ID,
  WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
  WHATSAPP_ACCESS_TOKEN: token,
  WHATSAPP_APP_SECRET: secret,
  WHATSAPP_VERIFY_TOKEN: 'verify-whatsapp-please',
});

let graph: WhatsAppStandIn;
let ravi: StaffMember;
beforeAll(async () => {
  graph = await startWhatsAppStandIn(token);
  graph.templates.push(...templates);
  const member = await advisor('Ravi Kumar');
  ravi = { id: member.id, name: member.name, email: member.email, role: 'advisor' };
  await rules({ name: 'Everyone', pool: [{ staffId: ravi.id, weight: 1 }] });
  await syncTemplates(settings());
});
afterAll(() => graph.close());

const settings = () => ({ ...env(), WHATSAPP_GRAPH_URL: graph.url });
const intake = () => createIntakeWorker({ handlers: { whatsapp: handleWhatsAppEvent }, settings });
const outbox = (clock: () => Date = () => new Date()) => createOutboxWorker({ renderers: whatsappRenderers, settings, now: clock });

async function deliver(raw: string) {
  const answer = await receiveWhatsAppDelivery(
    new Request('http://localhost/api/intake/whatsapp', {
      method: 'POST',
      headers: { 'x-hub-signature-256': signed(raw, secret) },
      body: raw,
    }),
  );
  expect(answer.status).toBe(200);
  await intake().runOnce();
}

let sequence = 0;
/** A buyer who wrote to us `hoursAgo` hours ago: their lead's id and WhatsApp id. */
async function buyerWhoWrote(hoursAgo: number) {
  const from = `9197${String(50_000_000 + ++sequence).padStart(8, '0')}`;
  const first = message.text(from, 'Hello, I want to know more', new Date(Date.now() - hoursAgo * 3_600_000));
  await deliver(messagesDelivery([first]));
  const stored = await (await db()).whatsAppMessage.findUniqueOrThrow({ where: { wamid: first.id } });
  return { leadId: stored.leadId, from };
}

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SendRefused) return error.refusal;
    throw error;
  }
  throw new Error('the reply was not refused');
};

it('within 24 hours a free-text reply goes through the outbox once, and the statuses move its tick', async () => {
  const { leadId, from } = await buyerWhoWrote(2);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Hello Asha, the 3 BHK is available. When can you visit?' });
  const prisma = await db();
  const queued = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(queued).toMatchObject({ status: 'queued', wamid: null, direction: 'out', staffId: ravi.id });
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: queued.deliveryId! } })).toMatchObject({
    channel: 'whatsapp',
    leadId,
    state: 'pending',
  });
  await Promise.all([outbox().runOnce(), outbox().runOnce()]);
  const sends = graph.sent.filter((sent) => sent.body.biz_opaque_callback_data === queued.deliveryId);
  expect(sends).toHaveLength(1);
  expect(sends[0]!.body).toMatchObject({
    to: from,
    type: 'text',
    text: { body: 'Hello Asha, the 3 BHK is available. When can you visit?' },
  });
  const sent = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(sent).toMatchObject({ status: 'sent', wamid: sends[0]!.wamid });
  // The advisor's reply is the first contact of a lead that came in on WhatsApp.
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).firstContactedAt).not.toBeNull();
  await deliver(statusesDelivery([status(sent.wamid!, 'delivered', from), status(sent.wamid!, 'read', from)]));
  // A late "delivered" never undoes "read".
  await deliver(statusesDelivery([status(sent.wamid!, 'delivered', from, { at: new Date(Date.now() + 1000) })]));
  expect((await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).status).toBe('read');
});

it('a send that fails (Meta throttling) and then succeeds is sent once, with the same idempotency key', async () => {
  const { leadId } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Sending once' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  let clock = new Date();
  graph.failSends(1, 429, throttledError);
  await outbox(() => clock).runOnce();
  const waiting = await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } });
  expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
  expect(waiting.lastError).toContain('130429');
  const conversation = await openConversation(ravi, leadId, '127.0.0.1');
  expect(conversation.messages.at(-1)).toMatchObject({
    status: 'queued',
    retrying: '130429 Cloud API message throughput has been reached. (HTTP 429)',
  });
  clock = new Date(clock.getTime() + 60_000);
  await outbox(() => clock).runOnce();
  await outbox(() => clock).runOnce();
  expect(graph.sent.filter((sent) => sent.body.biz_opaque_callback_data === deliveryId)).toHaveLength(1);
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'delivered' });
});

it("Meta's refusal fails the message at once with Meta's error, and Try again sends it on the same outbox row", async () => {
  const { leadId, from } = await buyerWhoWrote(3);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Please try again' });
  const prisma = await db();
  graph.failSends(1, 400, reEngagementError);
  await outbox().runOnce();
  const failed = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(failed.status).toBe('failed');
  expect(failed.error).toBe(
    '131047 Message failed to send because more than 24 hours have passed since the customer last replied to this number. (HTTP 400)',
  );
  expect(await retryMessage(ravi, messageId)).toBe(true);
  await outbox().runOnce();
  const again = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(again).toMatchObject({ status: 'sent', error: null });
  expect(graph.sent.filter((sent) => sent.body.biz_opaque_callback_data === failed.deliveryId)).toHaveLength(1);
  // Undeliverable after Meta took it: the status carries Meta's error.
  await deliver(statusesDelivery([status(again.wamid!, 'failed', from)]));
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'failed',
    error: '131026 Message undeliverable: Message Undeliverable.',
  });
});

it('a status that reached us before the send was recorded finds the message by the outbox row Meta hands back', async () => {
  const { leadId, from } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Status first' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  await deliver(statusesDelivery([status('wamid.HBgMOTE5ODEwMDAwMDAwFQIAERgSQzYxQ0Y1', 'delivered', from, { callback: deliveryId! })]));
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'delivered',
    wamid: 'wamid.HBgMOTE5ODEwMDAwMDAwFQIAERgSQzYxQ0Y1',
  });
  // The worker then finds the message already taken by Meta: it is not sent a second time.
  await outbox().runOnce();
  expect(graph.sent.filter((sent) => sent.body.biz_opaque_callback_data === deliveryId)).toHaveLength(0);
});

const sendsOf = (deliveryId: string | null) => graph.sent.filter((sent) => sent.body.biz_opaque_callback_data === deliveryId);

it('a send that never reached Meta (connection refused) is retried and sent once', async () => {
  const { leadId } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Nobody home at first' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  let clock = new Date();
  // A loopback port just closed: nothing listens, the connection is refused before a byte of the request leaves.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  await createOutboxWorker({
    renderers: whatsappRenderers,
    settings: () => ({ ...settings(), WHATSAPP_GRAPH_URL: `http://127.0.0.1:${port}` }),
    now: () => clock,
  }).runOnce();
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: 'queued', wamid: null });
  expect((await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).lastError).toContain('ECONNREFUSED');
  clock = new Date(clock.getTime() + 31_000);
  await outbox(() => clock).runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'sent',
    wamid: sendsOf(deliveryId)[0]!.wamid,
  });
});

it('a send whose answer never came (dropped after Meta took it) is not sent again; it is "not confirmed" until a status settles it', async () => {
  const { leadId, from } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Did this arrive?' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  let clock = new Date();
  graph.dropSends(1);
  await outbox(() => clock).runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: 'sending', wamid: null });
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'pending', attempts: 1 });
  expect((await openConversation(ravi, leadId, '127.0.0.1')).messages.at(-1)).toMatchObject({ status: 'queued' });

  // The next attempt finds no status from Meta: it does not send, it gives the message up as not confirmed.
  clock = new Date(clock.getTime() + 31_000);
  await outbox(() => clock).runOnce();
  await outbox(() => clock).runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'unconfirmed',
    error: NOT_CONFIRMED,
  });
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'failed' });
  expect((await openConversation(ravi, leadId, '127.0.0.1')).messages.at(-1)).toMatchObject({
    status: 'unconfirmed',
    error: NOT_CONFIRMED,
  });

  // Meta's statuses, carrying our outbox row's id, then say it arrived.
  const { wamid } = sendsOf(deliveryId)[0]!;
  await deliver(statusesDelivery([status(wamid, 'sent', from, { callback: deliveryId! })]));
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'sent',
    wamid,
    error: null,
  });
  expect(await retryMessage(ravi, messageId)).toBe(false);
});

it('a status that arrives between an unanswered attempt and the next one settles the send: no second send', async () => {
  const { leadId, from } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Answer lost, status kept' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  let clock = new Date();
  graph.dropSends(1);
  await outbox(() => clock).runOnce();
  const { wamid } = sendsOf(deliveryId)[0]!;
  await deliver(statusesDelivery([status(wamid, 'delivered', from, { callback: deliveryId! })]));
  clock = new Date(clock.getTime() + 31_000);
  await outbox(() => clock).runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: 'delivered', wamid });
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'delivered' });
});

it("a worker killed between Meta's 200 and our record does not send twice; Try again is a person's choice", async () => {
  const { leadId } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'Sent just before the crash' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  const start = new Date();
  const crash = graph.holdSends();
  // The first worker's send reaches Meta and is taken; its answer never gets back before the process dies.
  const dying = outbox(() => start).runOnce();
  while (sendsOf(deliveryId).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  // Another instance, once the dead worker's claim (120 s) has run out, finds the attempt started and unanswered.
  const later = new Date(start.getTime() + 121_000);
  await outbox(() => later).runOnce();
  crash();
  await dying;
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'unconfirmed',
    wamid: null,
  });
  await outbox(() => new Date(later.getTime() + 3_600_000)).runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(1);

  // Staff, having checked with the buyer, press Try again: it is sent a second time, on purpose.
  expect(await retryMessage(ravi, messageId)).toBe(true);
  await outbox().runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(2);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({
    status: 'sent',
    wamid: sendsOf(deliveryId)[1]!.wamid,
  });
});

it('a reply the outbox gave up on after three days of outage shows as failed, and Try again sends it once', async () => {
  const { leadId } = await buyerWhoWrote(1);
  const { messageId } = await queueReply(ravi, leadId, { kind: 'text', text: 'After the outage' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  graph.failSends(1, 429, throttledError);
  await outbox(() => new Date(Date.now() + 3 * 24 * 3_600_000)).runOnce();
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'failed' });
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: 'queued' });
  expect((await openConversation(ravi, leadId, '127.0.0.1')).messages.at(-1)).toMatchObject({ status: 'failed' });
  expect(await retryMessage(ravi, messageId)).toBe(true);
  await outbox().runOnce();
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: 'sent' });
});

it('outside 24 hours only an approved template, its variables filled from the lead and checked', async () => {
  const { leadId } = await buyerWhoWrote(30);
  expect(await refusalOf(queueReply(ravi, leadId, { kind: 'text', text: 'Free text' }))).toMatchObject({
    field: 'text',
    message: expect.stringContaining('More than 24 hours'),
  });
  const prisma = await db();
  const utility = await prisma.whatsAppTemplate.findFirstOrThrow({ where: { name: 'site_visit_follow_up' } });
  const rejected = await prisma.whatsAppTemplate.findFirstOrThrow({ where: { name: 'old_greeting' } });
  expect(await refusalOf(queueReply(ravi, leadId, { kind: 'template', templateId: rejected.id, values: {} }))).toMatchObject({
    field: 'templateId',
  });
  expect(
    await refusalOf(
      queueReply(ravi, leadId, { kind: 'template', templateId: utility.id, values: { 1: 'Asha', 2: 'Godrej\nAristocrat', 3: 'Ravi' } }),
    ),
  ).toEqual({ field: 'var2', message: '{{2}}: No new lines or tabs: WhatsApp refuses them in a variable' });
  expect(await refusalOf(queueReply(ravi, leadId, { kind: 'template', templateId: utility.id, values: { 1: 'Asha', 3: 'Ravi' } }))).toEqual(
    {
      field: 'var2',
      message: '{{2}}: Enter a value',
    },
  );
  const { messageId } = await queueReply(ravi, leadId, {
    kind: 'template',
    templateId: utility.id,
    values: { 1: 'Asha', 2: 'Godrej Aristocrat', 3: 'Ravi' },
  });
  const queued = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(queued.body).toBe('Hello Asha, thank you for your interest in Godrej Aristocrat. Ravi from Nestora Realty will call you today.');
  await outbox().runOnce();
  const sent = graph.sent.find((entry) => entry.body.biz_opaque_callback_data === queued.deliveryId);
  expect(sent?.body).toMatchObject({
    type: 'template',
    template: {
      name: 'site_visit_follow_up',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Asha' },
            { type: 'text', text: 'Godrej Aristocrat' },
            { type: 'text', text: 'Ravi' },
          ],
        },
      ],
    },
  });
});

it('a marketing template needs marketing consent; STOP withdraws it again', async () => {
  const { leadId, from } = await buyerWhoWrote(30);
  const prisma = await db();
  const marketing = await prisma.whatsAppTemplate.findFirstOrThrow({ where: { name: 'new_launch_offer' } });
  const values = { 1: 'Asha', 2: 'Sector 49' };
  expect(await refusalOf(queueReply(ravi, leadId, { kind: 'template', templateId: marketing.id, values }))).toMatchObject({
    field: 'templateId',
    message: expect.stringContaining('marketing consent'),
  });
  await prisma.consentRecord.create({
    data: { leadId, kind: 'given', purposes: JSON.stringify(['contact', 'marketing']), form: 'website' },
  });
  await expect(queueReply(ravi, leadId, { kind: 'template', templateId: marketing.id, values })).resolves.toHaveProperty('messageId');
  await deliver(messagesDelivery([message.text(from, 'STOP', new Date(Date.now() + 1000))]));
  expect(await refusalOf(queueReply(ravi, leadId, { kind: 'template', templateId: marketing.id, values }))).toMatchObject({
    field: 'templateId',
  });
  // The buyer wrote again: the window is open, and a service reply stays allowed.
  await expect(queueReply(ravi, leadId, { kind: 'text', text: 'Understood, no more offers.' })).resolves.toHaveProperty('messageId');
});

it('opening a conversation marks it read and is written to the access log', async () => {
  const { leadId } = await buyerWhoWrote(1);
  const prisma = await db();
  const unreadOnDesk = async () =>
    (await listLeads(ravi, parseLeadFilter(new URLSearchParams('view=all&unreadWhatsApp=1')))).rows.map((row) => row.id);
  expect(await unreadOnDesk()).toContain(leadId);
  const unreadBefore = (await responseSummary(ravi)).unreadWhatsApp;
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  expect((await prisma.whatsAppThread.findUniqueOrThrow({ where: { leadId } })).unread).toBe(1);
  const conversation = await openConversation(ravi, leadId, '203.0.113.9');
  expect(conversation).toMatchObject({ unreadBefore: 1, window: { open: true } });
  expect(conversation.messages.map((row) => row.body)).toEqual(['Hello, I want to know more']);
  expect((await prisma.whatsAppThread.findUniqueOrThrow({ where: { leadId } })).unread).toBe(0);
  expect(await unreadOnDesk()).not.toContain(leadId);
  expect((await responseSummary(ravi)).unreadWhatsApp).toBe(unreadBefore - 1);
  expect(await prisma.accessLogEntry.findFirst({ where: { subjectId: leadId, action: 'view-whatsapp' } })).toMatchObject({
    actorId: ravi.id,
    address: '203.0.113.9',
  });
});

it('erasing the lead removes its messages, their media and the events that carried them', async () => {
  const { leadId, from } = await buyerWhoWrote(1);
  graph.media.set('990001', { bytes: fileBytes.jpeg, mimeType: 'image/jpeg' });
  await deliver(messagesDelivery([message.image(from, '990001', 'Floor plan photo', new Date(Date.now() + 1000))]));
  const prisma = await db();
  expect(await prisma.whatsAppMedia.count({ where: { message: { leadId } } })).toBe(1);
  await prisma.$transaction((tx) => eraseLead(tx, leadId));
  expect(await prisma.whatsAppMessage.count({ where: { leadId } })).toBe(0);
  expect(await prisma.whatsAppMedia.count({ where: { message: { leadId } } })).toBe(0);
  expect(await prisma.whatsAppThread.count({ where: { leadId } })).toBe(0);
  expect(await prisma.intakeEvent.count({ where: { source: 'whatsapp', leadId } })).toBe(0);
});

it('a privacy request exports the conversation with its files (JSON and CSV), and its erasure removes them', async () => {
  const { leadId, from } = await buyerWhoWrote(1);
  graph.media.set('990002', { bytes: fileBytes.pdf, mimeType: 'application/pdf' });
  await deliver(messagesDelivery([message.document(from, '990002', 'price-list.pdf', 'application/pdf', new Date(Date.now() + 1000))]));
  const admin = await advisor('Privacy Admin', { role: 'admin' });
  const { id } = await createPrivacyRequest({ kind: 'erasure', phone: `+${from}` }, { siteUrl: 'https://www.nestora.example' });
  expect(await recordCall({ id, phoneKey: from.slice(2), note: 'Called the buyer' }, admin.id)).toEqual({ ok: true });
  const { data } = await personDataFor((await privacyRequestById(id))!);
  const json = JSON.parse(personDataJson(data, new Date())) as { tables: Record<string, Record<string, unknown>[]> };
  expect(json.tables.whatsappMessages!.map((row) => [row.direction, row.kind, row.body])).toEqual([
    ['in', 'text', 'Hello, I want to know more'],
    ['in', 'document', 'Payment plan'],
  ]);
  expect(json.tables.whatsappMedia).toEqual([
    expect.objectContaining({ fileName: 'price-list.pdf', mimeType: 'application/pdf', contentBase64: fileBytes.pdf.toString('base64') }),
  ]);
  expect(json.tables.whatsappConversations).toEqual([expect.objectContaining({ leadId, waId: from })]);
  const csv = personDataCsv(data);
  expect(csv).toContain('whatsappMessages');
  expect(csv).toContain('Hello, I want to know more');
  expect(csv).toContain(fileBytes.pdf.toString('base64'));

  const result = await erasePerson(id, admin.id);
  if (!result.ok) throw new Error(result.reason);
  expect(result.log.counts).toMatchObject({
    whatsappMedia: 1,
    whatsappMessages: 2,
    whatsappConversations: 1,
    enquiries: 1,
  } satisfies Partial<ErasureLog['counts']>);
  const prisma = await db();
  expect(await prisma.whatsAppMessage.count({ where: { leadId } })).toBe(0);
  expect(await prisma.whatsAppMedia.count({ where: { message: { leadId } } })).toBe(0);
});

it('retention counts a WhatsApp message as activity, and a Won lead kept for accounting loses its conversation', async () => {
  const { leadId } = await buyerWhoWrote(1);
  const prisma = await db();
  // Stored long ago and nothing done since but the buyer's WhatsApp message an hour ago: not inactive.
  const longAgo = new Date('2020-01-01T00:00:00Z');
  await prisma.lead.update({ where: { id: leadId }, data: { createdAt: longAgo } });
  await prisma.leadEvent.updateMany({ where: { leadId }, data: { createdAt: longAgo } });
  const cutoff = new Date(Date.now() - 24 * 3_600_000);
  expect(await prisma.lead.count({ where: { id: leadId, ...inactiveSince(cutoff) } })).toBe(0);
  await prisma.whatsAppMessage.updateMany({ where: { leadId }, data: { sentAt: longAgo } });
  expect(await prisma.lead.count({ where: { id: leadId, ...inactiveSince(cutoff) } })).toBe(1);
  await prisma.$transaction((tx) => reduceToAccounting(tx, leadId, new Date()));
  expect(await prisma.whatsAppMessage.count({ where: { leadId } })).toBe(0);
  expect(await prisma.whatsAppThread.count({ where: { leadId } })).toBe(0);
  expect(await prisma.lead.count({ where: { id: leadId } })).toBe(1);
});

it("a file of the conversation opens for the lead's owner (logged), never for another advisor", async () => {
  const { leadId, from } = await buyerWhoWrote(1);
  graph.media.set('990003', { bytes: fileBytes.jpeg, mimeType: 'image/jpeg' });
  await deliver(messagesDelivery([message.image(from, '990003', 'Kitchen', new Date(Date.now() + 1000))]));
  const prisma = await db();
  const photo = await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId, kind: 'image' } });
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).ownerId).toBe(ravi.id);
  const opened = await openMedia(ravi, photo.id, '203.0.113.10');
  expect(opened).toMatchObject({ type: 'image/jpeg', size: fileBytes.jpeg.byteLength });
  expect(Buffer.from(opened!.bytes).equals(fileBytes.jpeg)).toBe(true);
  expect(await prisma.accessLogEntry.count({ where: { subjectId: leadId, action: 'whatsapp-media', actorId: ravi.id } })).toBe(1);
  const other = await advisor('Neha Singh');
  expect(await openMedia({ id: other.id, name: other.name, email: other.email, role: 'advisor' }, photo.id, '203.0.113.11')).toBeNull();
  expect(await prisma.accessLogEntry.count({ where: { subjectId: leadId, action: 'whatsapp-media', actorId: other.id } })).toBe(0);
});
