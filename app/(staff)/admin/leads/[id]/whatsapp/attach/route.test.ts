import { FLASH_COOKIE, readFlash } from '@/lib/office/staff/flash-cookie';
import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { fileBytes } from '@/tests/support/whatsapp-fixtures';
import { POST } from './route';

/** A plain form's answer: the redirect back to the conversation, and what its flash cookie carries to the page. */
function plainAnswer(response: Response) {
  const flash = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`));
  const carried = readFlash(flash?.split(';')[0]?.slice(FLASH_COOKIE.length + 1));
  return { status: response.status, location: response.headers.get('location'), ...carried, at: undefined };
}

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100);

let ravi = { id: '', cookie: '' };
let neha = { id: '', cookie: '' };

async function member(name: string) {
  const prisma = await db();
  const user = await prisma.staffUser.create({
    data: {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
      role: 'advisor',
      passwordHash: 'unused',
      totpEnabledAt: new Date(),
    },
  });
  return { id: user.id, cookie: `${SESSION_COOKIE}=${(await startSession(user.id)).token}` };
}

beforeAll(async () => {
  ravi = await member('Ravi Kumar');
  neha = await member('Neha Singh');
});

let sequence = 0;
/** Ravi's lead whose buyer last wrote on WhatsApp `hoursAgo` hours ago. */
async function leadWhoWrote(hoursAgo: number): Promise<string> {
  const prisma = await db();
  const phone = `+9197${String(60_000_000 + ++sequence)}`;
  const lead = await prisma.lead.create({ data: { name: 'Asha Verma', phone, source: 'whatsapp', ownerId: ravi.id } });
  await prisma.whatsAppThread.create({
    data: { leadId: lead.id, waId: phone.slice(1), lastInboundAt: new Date(Date.now() - hoursAgo * 3_600_000), lastMessageAt: new Date() },
  });
  return lead.id;
}

function attach(
  leadId: string,
  file: { bytes: Buffer; name: string; type: string } | null,
  { cookie = ravi.cookie, json = true, caption = '', origin = 'http://localhost' } = {},
) {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  form.set('caption', caption);
  return POST(
    new Request(`http://localhost/admin/leads/${leadId}/whatsapp/attach`, {
      method: 'POST',
      headers: { cookie, host: 'localhost', origin, ...(json && { accept: 'application/json' }) },
      body: form,
    }),
    { params: Promise.resolve({ id: leadId }) },
  );
}

async function stored(leadId: string) {
  const prisma = await db();
  const [messages, media, deliveries] = await Promise.all([
    prisma.whatsAppMessage.findMany({ where: { leadId }, include: { media: true } }),
    prisma.whatsAppMedia.count({ where: { message: { leadId } } }),
    prisma.delivery.count({ where: { leadId, channel: 'whatsapp' } }),
  ]);
  return { messages, media, deliveries };
}

const photo = { bytes: fileBytes.jpeg, name: 'balcony.jpg', type: 'image/jpeg' };
const brochure = { bytes: fileBytes.pdf, name: 'Godrej Aristocrat brochure.pdf', type: 'application/pdf' };

it('queues a photo with its caption: the file kept with the message, its outbox row written with it', async () => {
  const leadId = await leadWhoWrote(2);
  const response = await attach(leadId, photo, { caption: 'The balcony at sunset' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, notice: 'Queued: the attachment is on its way to WhatsApp.' });
  const { messages, deliveries } = await stored(leadId);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    direction: 'out',
    kind: 'image',
    body: 'The balcony at sunset',
    status: 'queued',
    mediaState: 'stored',
    mediaId: null,
    staffId: ravi.id,
    detail: JSON.stringify({ fileName: 'balcony.jpg' }),
  });
  expect(messages[0]!.media).toMatchObject({ mimeType: 'image/jpeg', size: fileBytes.jpeg.byteLength, fileName: 'balcony.jpg' });
  expect(Buffer.from(messages[0]!.media!.bytes).equals(fileBytes.jpeg)).toBe(true);
  expect(deliveries).toBe(1);
});

it('takes a PDF from a plain form (no JavaScript) and goes back to the conversation saying so', async () => {
  const leadId = await leadWhoWrote(20);
  const response = await attach(leadId, brochure, { json: false });
  expect(plainAnswer(response)).toEqual({
    status: 303,
    location: `/admin/leads/${leadId}#whatsapp`,
    path: `/admin/leads/${leadId}`,
    form: 'attachment',
    result: { ok: true, notice: 'Queued: the attachment is on its way to WhatsApp.' },
  });
  const { messages } = await stored(leadId);
  expect(messages.map((message) => [message.kind, message.body, message.media?.mimeType, message.media?.fileName])).toEqual([
    ['document', null, 'application/pdf', 'Godrej Aristocrat brochure.pdf'],
  ]);
});

it('refuses a web page renamed .jpg (told by its content): nothing stored, nothing queued', async () => {
  const leadId = await leadWhoWrote(1);
  const response = await attach(leadId, { bytes: fileBytes.html, name: 'floor-plan.jpg', type: 'image/jpeg' });
  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({
    ok: false,
    fieldErrors: { file: 'Only a photo (JPEG or PNG) or a PDF can be sent, told by the file’s content, not its name.' },
  });
  expect(await stored(leadId)).toEqual({ messages: [], media: 0, deliveries: 0 });
  const plain = await attach(leadId, { bytes: fileBytes.html, name: 'floor-plan.jpg', type: 'image/jpeg' }, { json: false });
  expect(plainAnswer(plain)).toMatchObject({
    status: 303,
    location: `/admin/leads/${leadId}#whatsapp`,
    result: {
      ok: false,
      fieldErrors: { file: 'Only a photo (JPEG or PNG) or a PDF can be sent, told by the file’s content, not its name.' },
    },
  });
});

it("refuses a photo over Meta's 5 MB, and a body over the largest file, unread: nothing stored", async () => {
  const leadId = await leadWhoWrote(1);
  const big = { ...photo, bytes: Buffer.concat([fileBytes.jpeg, Buffer.alloc(5 * 1024 * 1024)]) };
  const response = await attach(leadId, big);
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    ok: false,
    fieldErrors: { file: 'Too large for WhatsApp: a photo may be at most 5 MB, a PDF at most 16 MB.' },
  });
  const huge = { ...brochure, bytes: Buffer.concat([fileBytes.pdf, Buffer.alloc(17 * 1024 * 1024)]) };
  expect((await attach(leadId, huge)).status).toBe(413);
  expect(await stored(leadId)).toEqual({ messages: [], media: 0, deliveries: 0 });
});

it('refuses an attachment outside the 24-hour window (templates only): nothing stored', async () => {
  const leadId = await leadWhoWrote(30);
  const response = await attach(leadId, photo);
  expect(response.status).toBe(409);
  expect(await response.json()).toMatchObject({ ok: false, fieldErrors: { file: expect.stringContaining('More than 24 hours') } });
  const plain = await attach(leadId, photo, { json: false });
  expect(plainAnswer(plain)).toMatchObject({
    location: `/admin/leads/${leadId}#whatsapp`,
    result: { ok: false, fieldErrors: { file: expect.stringContaining('More than 24 hours') } },
  });
  expect(await stored(leadId)).toEqual({ messages: [], media: 0, deliveries: 0 });
});

it("refuses an advisor who does not own the lead, as the lead's other actions do; and a post without a session or from another site", async () => {
  const leadId = await leadWhoWrote(1);
  const response = await attach(leadId, photo, { cookie: neha.cookie });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ ok: false, fieldErrors: {}, formError: 'This lead is not yours to message.' });
  expect((await attach(leadId, photo, { cookie: '' })).status).toBe(401);
  expect((await attach(leadId, photo, { origin: 'https://evil.example' })).status).toBe(403);
  expect(await stored(leadId)).toEqual({ messages: [], media: 0, deliveries: 0 });
});

it('refuses a form without a file', async () => {
  const leadId = await leadWhoWrote(1);
  const response = await attach(leadId, null);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ ok: false, fieldErrors: { file: 'Choose a photo or a PDF to send.' } });
});
