import { createIntakeWorker } from '@/lib/intake/sources/intake-worker';
import * as repeatRule from '@/lib/office/leads/repeat';
import { handleWhatsAppEvent } from '@/lib/office/whatsapp/event-handler';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { whatsappReference } from '@/lib/site/page/whatsapp-reference';
import { advisor, lead, rules } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { BUSINESS_NUMBER_ID, fileBytes, message, messagesDelivery, signed } from '@/tests/support/whatsapp-fixtures';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '@/tests/support/whatsapp-stand-in';
import { GET, POST } from './route';

// The repeat rule as it is, but able to answer "no open lead" once, as it would to a message racing another.
jest.mock('@/lib/office/leads/repeat', () => {
  const actual = jest.requireActual('@/lib/office/leads/repeat');
  return { ...actual, findOpenLead: jest.fn(actual.findOpenLead) };
});

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
jest.setTimeout(30_000);

const secret = 'whatsapp-app-secret-for-tests';
const token = 'whatsapp-access-token-for-tests';
Object.assign(process.env, {
  WHATSAPP_PHONE_NUMBER_ID: BUSINESS_NUMBER_ID,
  WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
  WHATSAPP_ACCESS_TOKEN: token,
  WHATSAPP_APP_SECRET: secret,
  WHATSAPP_VERIFY_TOKEN: 'verify-whatsapp-please',
  // Mail on (never sent here: no outbox worker runs), so an owner's notice is queued as an e-mail to count.
  SMTP_URL: 'smtp://127.0.0.1:9',
  LEAD_EMAIL_FROM: 'leads@nestora.example',
  LEAD_EMAIL_TO: 'desk@nestora.example',
});

let graph: WhatsAppStandIn;
beforeAll(async () => {
  graph = await startWhatsAppStandIn(token);
});
afterAll(() => graph.close());

async function post(raw: string, signature: string | null = signed(raw, secret)) {
  const response = await POST(
    new Request('http://localhost/api/intake/whatsapp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
      body: raw,
    }),
  );
  return { status: response.status, body: await response.text() };
}

const worker = () =>
  createIntakeWorker({ handlers: { whatsapp: handleWhatsAppEvent }, settings: () => ({ ...env(), WHATSAPP_GRAPH_URL: graph.url }) });
const messagesOf = async (leadId: string) =>
  (await db()).whatsAppMessage.findMany({
    where: { leadId },
    orderBy: [{ sentAt: 'asc' }, { createdAt: 'asc' }],
    include: { media: true },
  });
const leadByWamid = async (id: string) => (await db()).whatsAppMessage.findUniqueOrThrow({ where: { wamid: id }, include: { lead: true } });

let sequence = 0;
const nextWaId = () => `9198${String(30_000_000 + ++sequence).padStart(8, '0')}`;

it('answers the subscription handshake only with our verify token', async () => {
  const handshake = (verify: string) =>
    GET(new Request(`http://localhost/api/intake/whatsapp?hub.mode=subscribe&hub.verify_token=${verify}&hub.challenge=1158201444`));
  const ok = await handshake('verify-whatsapp-please');
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe('1158201444');
  expect((await handshake('guess-me-wrong')).status).toBe(401);
});

it('a missing or forged signature, or one over other bytes, is a 401 and keeps nothing', async () => {
  const first = message.text(nextWaId(), 'Hello');
  const raw = messagesDelivery([first]);
  expect((await post(raw, null)).status).toBe(401);
  expect((await post(raw, signed(raw, 'not-the-app-secret-at-all'))).status).toBe(401);
  expect((await post(JSON.stringify(JSON.parse(raw), null, 2), signed(raw, secret))).status).toBe(401);
  expect(await (await db()).intakeEvent.count({ where: { source: 'whatsapp', externalId: first.id } })).toBe(0);
});

it('a message from an unknown number is stored before the 200 and becomes a WhatsApp lead, assigned in its transaction', async () => {
  const ravi = await advisor('Ravi Kumar');
  await rules({ name: 'WhatsApp', pool: [{ staffId: ravi.id, weight: 1 }], conditions: { channels: ['whatsapp'] } });
  const from = nextWaId();
  const first = message.text(from, 'Hi, is the 3 BHK still available?');
  const answer = await post(messagesDelivery([first], { profileName: 'Asha Verma' }));
  expect(answer).toEqual({ status: 200, body: JSON.stringify({ received: 1 }) });
  const event = await (
    await db()
  ).intakeEvent.findUniqueOrThrow({ where: { source_externalId: { source: 'whatsapp', externalId: first.id } } });
  expect(event.state).toBe('pending');
  await worker().runOnce();
  const { lead: stored } = await leadByWamid(first.id);
  expect(stored).toMatchObject({
    name: 'Asha Verma',
    source: 'whatsapp',
    externalId: first.id,
    phone: `+${from}`,
    phoneKey: from.slice(2),
    firstChannel: 'whatsapp',
    ownerId: ravi.id,
    firstContactedAt: null,
    message: 'Hi, is the 3 BHK still available?',
  });
  const consent = await (await db()).consentRecord.findFirstOrThrow({ where: { leadId: stored.id } });
  expect(consent).toMatchObject({ kind: 'given', form: 'WhatsApp: wrote to us on WhatsApp', purposes: '["contact"]' });
  const thread = await (await db()).whatsAppThread.findUniqueOrThrow({ where: { leadId: stored.id } });
  expect(thread).toMatchObject({ waId: from, unread: 1, profileName: 'Asha Verma' });
});

it("a Click-to-WhatsApp ad's first message makes a Paid social lead with the ad's click id", async () => {
  const first = message.fromAd(nextWaId(), 'I saw your ad, please share the price list');
  await post(messagesDelivery([first]));
  await worker().runOnce();
  const { lead: stored } = await leadByWamid(first.id);
  expect(stored).toMatchObject({
    firstChannel: 'paid-social',
    firstSource: 'facebook',
    firstCampaign: 'Godrej Aristocrat: 3 & 4 BHK, Sector 49',
  });
  expect(JSON.parse(stored.sourceIds!)).toMatchObject({
    ctwa_clid: first.referral.ctwa_clid,
    ad_source_id: '120226305854810726',
    ad_source_url: 'https://fb.me/3cr4Wqqkv',
  });
});

it('a first message carrying the site\'s "Ref NR-…" links the project and its page', async () => {
  const reference = whatsappReference('godrej', 'godrej-aristocrat');
  const first = message.text(nextWaId(), `Ref ${reference}: Godrej Aristocrat`);
  await post(messagesDelivery([first]));
  await worker().runOnce();
  const { lead: stored } = await leadByWamid(first.id);
  expect(stored).toMatchObject({
    projectDeveloper: 'godrej',
    projectId: 'godrej-aristocrat',
    pagePath: '/project-details/godrej/godrej-aristocrat',
  });
});

it('the same message delivered again, at once or after it was filed, is one event and one message', async () => {
  const first = message.text(nextWaId(), 'Once only');
  const raw = messagesDelivery([first, first]);
  const answers = await Promise.all([post(raw), post(raw), post(messagesDelivery([first]))]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  await Promise.all([worker().runOnce(), worker().runOnce()]);
  expect((await post(raw)).status).toBe(200);
  await worker().runOnce();
  expect(await (await db()).whatsAppMessage.count({ where: { wamid: first.id } })).toBe(1);
  expect(await (await db()).intakeEvent.count({ where: { externalId: first.id } })).toBe(1);
  expect(await (await db()).lead.count({ where: { source: 'whatsapp', externalId: first.id } })).toBe(1);
});

it('every message type joins the conversation; media is fetched by id, checked by its bytes, and kept', async () => {
  const from = nextWaId();
  const opening = message.text(from, 'Hello');
  await post(messagesDelivery([opening]));
  await worker().runOnce();
  const leadId = (await leadByWamid(opening.id)).leadId;
  graph.media.set('880001', { bytes: fileBytes.jpeg, mimeType: 'image/jpeg' });
  graph.media.set('880002', { bytes: fileBytes.pdf, mimeType: 'application/pdf' });
  graph.media.set('880003', { bytes: fileBytes.ogg, mimeType: 'audio/ogg; codecs=opus' });
  graph.media.set('880004', { bytes: fileBytes.mp4, mimeType: 'video/mp4' });
  // Declared a PDF, but a web page: refused.
  graph.media.set('880005', { bytes: fileBytes.html, mimeType: 'application/pdf' });
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const all = [
    message.image(from, '880001', 'The balcony view', later(1)),
    message.document(from, '880002', 'payment-plan.pdf', 'application/pdf', later(2)),
    message.audio(from, '880003', later(3)),
    message.video(from, '880004', later(4)),
    message.document(from, '880005', 'brochure.pdf', 'application/pdf', later(5)),
    message.location(from, later(6)),
    message.pin(from, later(7)),
    message.contacts(from, later(8)),
    message.button(from, 'Call me', 'wamid.template1', later(9)),
    message.buttonReply(from, 'visit-sat', 'Saturday visit', 'wamid.interactive1', later(10)),
    message.listReply(from, 'slot-11', '11:00 to 12:00', 'wamid.list1', later(11)),
    message.reaction(from, opening.id, '👍', later(12)),
    message.textReply(from, 'Yes, that one', opening.id, later(13)),
    message.unsupported(from, later(14)),
    // An id Meta no longer knows: noted as failed at once, not retried for days.
    message.image(from, '880404', 'Gone', later(15)),
  ];
  expect(JSON.parse((await post(messagesDelivery(all))).body)).toEqual({ received: all.length });
  await worker().runOnce();
  const stored = await messagesOf(leadId);
  expect(stored.map((row) => [row.kind, row.body, row.mediaState])).toEqual([
    ['text', 'Hello', null],
    ['image', 'The balcony view', 'stored'],
    ['document', 'Payment plan', 'stored'],
    ['audio', null, 'stored'],
    ['video', 'Site walk-through', 'stored'],
    ['document', 'Payment plan', 'refused'],
    ['location', 'Our current flat, Golf Course Road, Sector 54', null],
    ['location', '28.5355, 77.391', null],
    ['contacts', 'Rohan Verma +91 98100 55555', null],
    ['button', 'Call me', null],
    ['interactive', 'Saturday visit', null],
    ['interactive', '11:00 to 12:00', null],
    ['reaction', '👍', null],
    ['text', 'Yes, that one', null],
    ['unsupported', null, null],
    ['image', 'Gone', 'failed'],
  ]);
  expect(stored[1]!.media).toMatchObject({ mimeType: 'image/jpeg', size: fileBytes.jpeg.byteLength });
  expect(Buffer.from(stored[2]!.media!.bytes).equals(fileBytes.pdf)).toBe(true);
  expect(stored[2]!.media!.fileName).toBe('payment-plan.pdf');
  expect(stored[3]!.media!.mimeType).toBe('audio/ogg');
  expect(stored[5]!.media).toBeNull();
  expect(JSON.parse(stored[11]!.detail!)).toMatchObject({ type: 'list_reply', id: 'slot-11', replyTo: 'wamid.list1' });
  expect(JSON.parse(stored[12]!.detail!)).toEqual({ to: opening.id, removed: false });
  expect(JSON.parse(stored[14]!.detail!)).toEqual({ type: 'unsupported', error: '131051 Message type unknown' });
  const thread = await (await db()).whatsAppThread.findUniqueOrThrow({ where: { leadId } });
  expect(thread.unread).toBe(1 + all.length);
  expect(await (await db()).intakeEvent.count({ where: { source: 'whatsapp', state: 'pending', lastError: { not: null } } })).toBe(0);
});

it("a known buyer's message joins their lead, stops its first-contact clock, and tells the owner once per burst", async () => {
  const asha = await advisor('Asha Rao');
  await rules({ name: 'Everyone', pool: [{ staffId: asha.id, weight: 1 }] });
  const phone = `98${String(40_000_000 + ++sequence).padStart(8, '0')}`;
  const id = await lead({ name: 'Web Buyer', phone });
  const prisma = await db();
  const noticesOf = async () =>
    (await prisma.delivery.findMany({ where: { leadId: id, channel: 'notice-email' }, select: { payload: true } }))
      .map((row) => JSON.parse(row.payload ?? '{}') as { notice?: { title: string; path: string } })
      .filter((row) => row.notice?.path.endsWith('#whatsapp'));
  const from = `91${phone}`;
  const burst = [message.text(from, 'Hi, I filled the form'), message.text(from, 'Call me after 6', new Date(Date.now() + 60_000))];
  await post(messagesDelivery(burst));
  await worker().runOnce();
  const stored = await prisma.lead.findUniqueOrThrow({ where: { id } });
  expect(stored.firstContactedAt).not.toBeNull();
  expect(await prisma.lead.count({ where: { phoneKey: phone } })).toBe(1);
  expect((await messagesOf(id)).map((row) => row.body)).toEqual(['Hi, I filled the form', 'Call me after 6']);
  const events = await prisma.leadEvent.findMany({ where: { leadId: id, kind: 'whatsapp-reply' } });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ actorId: null, detail: 'recorded by the site' });
  expect((await noticesOf()).map((row) => row.notice!.title)).toEqual(['New WhatsApp conversation: Web Buyer']);
  await post(messagesDelivery([message.text(from, 'And one more', new Date(Date.now() + 120_000))]));
  await worker().runOnce();
  expect(await noticesOf()).toHaveLength(1);
  expect((await messagesOf(id)).map((row) => row.body)).toHaveLength(3);
});

it('"STOP" or "रोकें" withdraws marketing consent, recorded as withdrawals are', async () => {
  for (const word of ['STOP', 'रोकें']) {
    const from = nextWaId();
    const opening = message.text(from, 'Hello');
    await post(messagesDelivery([opening, message.text(from, word, new Date(Date.now() + 1000))]));
    await worker().runOnce();
    const { leadId } = await leadByWamid(opening.id);
    const withdrawn = await (await db()).consentRecord.findMany({ where: { leadId, kind: 'withdrawn' } });
    expect(withdrawn).toHaveLength(1);
    expect(withdrawn[0]).toMatchObject({ purposes: '["marketing"]', form: `WhatsApp: the buyer wrote "${word}"` });
  }
});

it('a message to another number of the business account is not ours and keeps nothing', async () => {
  const other = message.text(nextWaId(), 'Wrong number');
  expect(JSON.parse((await post(messagesDelivery([other], { phoneNumberId: '999999999999999' }))).body)).toEqual({ received: 0 });
  expect(await (await db()).intakeEvent.count({ where: { externalId: other.id } })).toBe(0);
});

it('a malformed delivery is a 400 naming the field, and keeps nothing', async () => {
  const good = message.text(nextWaId(), 'fine');
  const raw = messagesDelivery([good, { ...message.text('not-a-number', 'bad') }]);
  const answer = await post(raw);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ field: 'entry.0.changes.0.value.messages.1.from' });
  expect(await (await db()).intakeEvent.count({ where: { externalId: good.id } })).toBe(0);
});

it("a lead stored meanwhile for the same number (another instance filing the buyer's other message) takes the conversation", async () => {
  const phone = `98${String(60_000_000 + ++sequence).padStart(8, '0')}`;
  const id = await lead({ name: 'Raced Buyer', phone });
  // The open lead is not there yet when this message is looked up, and is by the time its lead is stored.
  jest.mocked(repeatRule.findOpenLead).mockResolvedValueOnce(null);
  const text = message.text(`91${phone}`, 'Second message, other instance');
  await post(messagesDelivery([text]));
  await worker().runOnce();
  const stored = await leadByWamid(text.id);
  expect(stored.leadId).toBe(id);
  const repeat = await (await db()).lead.findFirstOrThrow({ where: { source: 'whatsapp', externalId: text.id } });
  expect(repeat.repeatOfId).toBe(id);
});
