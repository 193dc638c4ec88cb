import { createOutboxWorker } from '@/lib/mail/outbox/worker';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { advisor } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { BUSINESS_NUMBER_ID, fileBytes } from '@/tests/support/whatsapp-fixtures';
import { startWhatsAppStandIn, throttledError, type WhatsAppStandIn } from '@/tests/support/whatsapp-stand-in';
import { openConversation } from './conversation';
import { whatsappRenderers } from './outbox-renderer';
import { queueAttachment } from './send';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100);
jest.setTimeout(30_000);

const token = 'whatsapp-access-token-for-attachment-tests';
Object.assign(process.env, {
  WHATSAPP_PHONE_NUMBER_ID: BUSINESS_NUMBER_ID,
  WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
  WHATSAPP_ACCESS_TOKEN: token,
  WHATSAPP_APP_SECRET: 'whatsapp-app-secret-for-attachment-tests',
  WHATSAPP_VERIFY_TOKEN: 'verify-whatsapp-please',
});

let graph: WhatsAppStandIn;
let ravi: StaffMember;
beforeAll(async () => {
  graph = await startWhatsAppStandIn(token);
  const member = await advisor('Ravi Kumar');
  ravi = { id: member.id, name: member.name, email: member.email, role: 'advisor' };
});
afterAll(() => graph.close());

const settings = () => ({ ...env(), WHATSAPP_GRAPH_URL: graph.url });
const outbox = (clock: () => Date = () => new Date()) => createOutboxWorker({ renderers: whatsappRenderers, settings, now: clock });

let sequence = 0;
async function leadWhoWrote(hoursAgo: number) {
  const prisma = await db();
  const waId = `9197${String(70_000_000 + ++sequence)}`;
  const lead = await prisma.lead.create({ data: { name: 'Asha Verma', phone: `+${waId}`, source: 'whatsapp', ownerId: ravi.id } });
  await prisma.whatsAppThread.create({
    data: { leadId: lead.id, waId, lastInboundAt: new Date(Date.now() - hoursAgo * 3_600_000), lastMessageAt: new Date() },
  });
  return { leadId: lead.id, waId };
}

const sendsOf = (deliveryId: string | null) => graph.sent.filter((sent) => sent.body.biz_opaque_callback_data === deliveryId);

it('a photo is uploaded to /<phone-number-id>/media, then sent as an image message referring to its media id', async () => {
  const { leadId, waId } = await leadWhoWrote(1);
  const uploadsBefore = graph.uploads.length;
  const { messageId } = await queueAttachment(ravi, leadId, { bytes: fileBytes.jpeg, fileName: 'balcony.jpg', caption: 'The balcony' });
  await Promise.all([outbox().runOnce(), outbox().runOnce()]);
  const uploads = graph.uploads.slice(uploadsBefore);
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toMatchObject({ type: 'image/jpeg', fileName: 'balcony.jpg' });
  expect(uploads[0]!.bytes.equals(fileBytes.jpeg)).toBe(true);
  expect(graph.requests).toContain(`POST /${BUSINESS_NUMBER_ID}/media`);
  const prisma = await db();
  const sent = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(sent).toMatchObject({ status: 'sent', mediaId: uploads[0]!.id, mediaState: 'stored' });
  const sends = sendsOf(sent.deliveryId);
  expect(sends).toHaveLength(1);
  expect(sends[0]!.body).toMatchObject({ to: waId, type: 'image', image: { id: uploads[0]!.id, caption: 'The balcony' } });
  expect(sent.wamid).toBe(sends[0]!.wamid);
  // The thread shows it as ours, sent, with its file.
  const { messages } = await openConversation(ravi, leadId, '127.0.0.1');
  expect(messages.at(-1)).toMatchObject({
    direction: 'out',
    kind: 'image',
    status: 'sent',
    media: { state: 'stored', type: 'image/jpeg', size: fileBytes.jpeg.byteLength },
  });
});

it('a PDF goes as a document with its file name', async () => {
  const { leadId } = await leadWhoWrote(1);
  const { messageId } = await queueAttachment(ravi, leadId, {
    bytes: fileBytes.pdf,
    fileName: 'C:\\Users\\ravi\\brochure.pdf',
    caption: '',
  });
  await outbox().runOnce();
  const prisma = await db();
  const sent = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(sendsOf(sent.deliveryId).map((entry) => entry.body)).toEqual([
    expect.objectContaining({ type: 'document', document: { id: sent.mediaId, filename: 'brochure.pdf' } }),
  ]);
  expect(graph.uploads.find((upload) => upload.id === sent.mediaId)?.bytes.equals(fileBytes.pdf)).toBe(true);
});

it('a message whose first attempt fails after the upload is sent once, on the same upload', async () => {
  const { leadId } = await leadWhoWrote(1);
  const { messageId } = await queueAttachment(ravi, leadId, { bytes: fileBytes.pdf, fileName: 'floor-plan.pdf', caption: 'Floor plan' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  const uploadsBefore = graph.uploads.length;
  let clock = new Date();
  graph.failSends(1, 429, throttledError);
  await outbox(() => clock).runOnce();
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'pending', attempts: 1 });
  const afterFirst = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  expect(afterFirst).toMatchObject({ status: 'queued', wamid: null });
  expect(afterFirst.mediaId).not.toBeNull();
  clock = new Date(clock.getTime() + 60_000);
  await outbox(() => clock).runOnce();
  await outbox(() => clock).runOnce();
  expect(graph.uploads.length - uploadsBefore).toBe(1);
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(sendsOf(deliveryId)[0]!.body).toMatchObject({ type: 'document', document: { id: afterFirst.mediaId, caption: 'Floor plan' } });
  expect(await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({ state: 'delivered' });
});

it('an upload Meta throttles is tried again on the schedule, and the message sent once', async () => {
  const { leadId } = await leadWhoWrote(1);
  const { messageId } = await queueAttachment(ravi, leadId, { bytes: fileBytes.jpeg, fileName: 'kitchen.jpg', caption: '' });
  const prisma = await db();
  const { deliveryId } = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } });
  const uploadsBefore = graph.uploads.length;
  let clock = new Date();
  graph.failUploads(1, 429, throttledError);
  await outbox(() => clock).runOnce();
  expect(graph.uploads.length).toBe(uploadsBefore);
  expect(sendsOf(deliveryId)).toHaveLength(0);
  expect((await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId! } })).lastError).toContain('130429');
  clock = new Date(clock.getTime() + 60_000);
  await outbox(() => clock).runOnce();
  expect(graph.uploads.length - uploadsBefore).toBe(1);
  expect(sendsOf(deliveryId)).toHaveLength(1);
  expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ status: 'sent' });
});
