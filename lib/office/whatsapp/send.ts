import { isMarketable } from '@/lib/compliance/consent/status';
import { newDeliveryId } from '@/lib/mail/outbox/enqueue';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { canWork } from '@/lib/office/leads/pipeline';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { createHash } from 'node:crypto';
import 'server-only';
import { attachmentType } from './media-type';
import { filledText, templateBody, variableProblem } from './templates';
import { replyWindow } from './window';

export type Reply = { kind: 'text'; text: string } | { kind: 'template'; templateId: string; values: Record<number, string> };

/** Why a message was refused: its words, the form field they belong to, and a code for a form that left its page. */
export type SendRefusal = { field?: string; message: string; code?: string };
export class SendRefused extends Error {
  constructor(readonly refusal: SendRefusal) {
    super(refusal.message);
  }
}

const MAX_TEXT = 4096;
const RETRYABLE = new Set(['failed', 'unconfirmed']);

/**
 * Queues a reply to the buyer: the message and its outbox row written in one transaction (the row's id is the
 * message's idempotency key, sent to Meta and handed back on its statuses), sent by the outbox worker with its
 * retries. Free text only within the 24-hour window; outside it only an approved template, its variables checked;
 * a marketing template only to a buyer whose latest choice about marketing is a yes.
 */
export async function queueReply(viewer: StaffMember, leadId: string, reply: Reply, now = new Date()): Promise<{ messageId: string }> {
  const prisma = await db();
  const lead = await leadToMessage(viewer, leadId);
  const window = replyWindow(lead.whatsappThread?.lastInboundAt, now);
  let data: { kind: string; body: string; detail: string | null };
  if (reply.kind === 'text') {
    const text = reply.text.trim();
    if (!window.open) throw new SendRefused({ field: 'text', message: window.why });
    if (!text) throw new SendRefused({ field: 'text', message: 'Write a message first.' });
    if (text.length > MAX_TEXT)
      throw new SendRefused({ field: 'text', message: `At most ${MAX_TEXT.toLocaleString('en-IN')} characters.` });
    data = { kind: 'text', body: text, detail: null };
  } else {
    const template = await prisma.whatsAppTemplate.findUnique({ where: { id: reply.templateId } });
    if (!template || template.status !== 'APPROVED')
      throw new SendRefused({ field: 'templateId', message: 'Choose an approved template.' });
    if (template.category === 'MARKETING') {
      const consents = await prisma.consentRecord.findMany({
        where: { OR: [{ leadId }, { lead: { repeatOfId: leadId } }] },
        select: { kind: true, purposes: true, createdAt: true },
      });
      if (!isMarketable(consents)) {
        throw new SendRefused({
          field: 'templateId',
          message: 'A marketing template needs the buyer’s marketing consent, which they have not given (or withdrew).',
        });
      }
    }
    const { text, variables } = templateBody(template);
    for (const number of variables) {
      const problem = variableProblem(reply.values[number]);
      if (problem) throw new SendRefused({ field: `var${number}`, message: `{{${number}}}: ${problem}` });
    }
    const values = Object.fromEntries(variables.map((number) => [number, reply.values[number]!.trim()]));
    data = {
      kind: 'template',
      body: filledText(text, values),
      detail: JSON.stringify({
        template: template.name,
        language: template.language,
        category: template.category,
        values: variables.map((number) => values[number]),
      }),
    };
  }
  const messageId = await writeOutbound(viewer, lead, data, now);
  return { messageId };
}

/** The lead a member of staff may message: theirs (or any, for an admin), not a repeat, with a phone. */
async function leadToMessage(viewer: StaffMember, leadId: string) {
  const prisma = await db();
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: { id: true, ownerId: true, phone: true, repeatOfId: true, whatsappThread: { select: { lastInboundAt: true } } },
  });
  if (!lead || lead.repeatOfId || !canWork(viewer, lead))
    throw new SendRefused({ message: 'This lead is not yours to message.', code: 'not-yours' });
  if (!lead.phone) throw new SendRefused({ message: 'The lead has no phone number to message.', code: 'no-phone' });
  return { ...lead, phone: lead.phone };
}

type Outbound = { kind: string; body: string | null; detail: string | null; mediaState?: string };

/**
 * Writes the message and its outbox row in one transaction (and, for an attachment, its file), then wakes the
 * outbox. The row's id is the message's idempotency key.
 */
async function writeOutbound(
  viewer: StaffMember,
  lead: { id: string; phone: string },
  data: Outbound,
  now: Date,
  media?: { mimeType: string; fileName: string; bytes: Uint8Array },
): Promise<string> {
  const prisma = await db();
  const deliveryId = newDeliveryId();
  const messageId = await prisma.$transaction(async (tx) => {
    await tx.delivery.create({ data: { id: deliveryId, channel: 'whatsapp', leadId: lead.id, createdAt: now, nextAttemptAt: now } });
    const message = await tx.whatsAppMessage.create({
      data: { leadId: lead.id, direction: 'out', ...data, status: 'queued', deliveryId, staffId: viewer.id, sentAt: now, createdAt: now },
      select: { id: true },
    });
    if (media) {
      await tx.whatsAppMedia.create({
        data: {
          messageId: message.id,
          mimeType: media.mimeType,
          size: media.bytes.byteLength,
          sha256: createHash('sha256').update(media.bytes).digest('hex'),
          fileName: media.fileName,
          bytes: new Uint8Array(media.bytes),
          createdAt: now,
        },
      });
    }
    await tx.whatsAppThread.upsert({
      where: { leadId: lead.id },
      create: { leadId: lead.id, waId: lead.phone.replace(/\D/g, ''), lastMessageAt: now, createdAt: now },
      update: { lastMessageAt: now },
    });
    return message.id;
  });
  wakeOutbox();
  return messageId;
}

export type Attachment = { bytes: Uint8Array; fileName: string; caption: string };

const MAX_CAPTION = 1024;

/** The words for an attachment refused for what it is. */
const attachmentProblems = {
  empty: 'Choose a photo or a PDF to send.',
  type: 'Only a photo (JPEG or PNG) or a PDF can be sent, told by the file’s content, not its name.',
  size: 'Too large for WhatsApp: a photo may be at most 5 MB, a PDF at most 16 MB.',
} as const;

/** A file name fit to show the buyer and to serve again: no path, no control characters, at most 120 characters. */
function cleanFileName(name: string, type: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\u0000-\u001f\u007f]+/g, '')
      .trim() ?? '';
  return (base || (type === 'application/pdf' ? 'document.pdf' : 'photo')).slice(-120);
}

/**
 * Queues a photo or a PDF to the buyer, with an optional caption: only within the 24-hour window (outside it only
 * templates may be sent), only a JPEG, PNG or PDF by its bytes, each within Meta's cap for its kind. The file is
 * kept with the message as inbound media are, and uploaded to Meta by the outbox worker when it sends the message.
 */
export async function queueAttachment(
  viewer: StaffMember,
  leadId: string,
  file: Attachment,
  now = new Date(),
): Promise<{ messageId: string }> {
  const lead = await leadToMessage(viewer, leadId);
  const window = replyWindow(lead.whatsappThread?.lastInboundAt, now);
  if (!window.open) throw new SendRefused({ field: 'file', message: window.why, code: 'window' });
  const checked = await attachmentType(file.bytes);
  if (!checked.ok) throw new SendRefused({ field: 'file', message: attachmentProblems[checked.problem], code: checked.problem });
  const caption = file.caption.trim();
  if (caption.length > MAX_CAPTION)
    throw new SendRefused({ field: 'caption', message: `At most ${MAX_CAPTION.toLocaleString('en-IN')} characters.`, code: 'caption' });
  const fileName = cleanFileName(file.fileName, checked.type);
  const messageId = await writeOutbound(
    viewer,
    lead,
    { kind: checked.kind, body: caption || null, detail: JSON.stringify({ fileName }), mediaState: 'stored' },
    now,
    { mimeType: checked.type, fileName, bytes: file.bytes },
  );
  return { messageId };
}

/**
 * "Try again" on a failed message: the same message and the same outbox row, due now with its schedule afresh. A
 * message Meta took and then reported failed is sent anew (its old wamid dropped); one never taken keeps its key.
 * An unconfirmed one (Meta may have it; outbox-renderer.ts) is sent again only this way, on a person's word.
 */
export async function retryMessage(viewer: StaffMember, messageId: string, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const message = await prisma.whatsAppMessage.findUnique({ where: { id: messageId }, include: { lead: { select: { ownerId: true } } } });
  if (!message || message.direction !== 'out' || !message.deliveryId || !canWork(viewer, message.lead)) return false;
  if (!RETRYABLE.has(message.status)) {
    if (message.status !== 'queued' && message.status !== 'sending') return false; // Meta has it: sent, delivered or read
    // Still waiting when the outbox gave up on it (three days of outage): shown as failed (conversation.ts), retried too.
    const delivery = await prisma.delivery.findUnique({ where: { id: message.deliveryId }, select: { state: true } });
    if (delivery?.state !== 'failed') return false;
  }
  await prisma.$transaction([
    prisma.whatsAppMessage.update({ where: { id: message.id }, data: { status: 'queued', error: null, wamid: null, statusAt: now } }),
    prisma.delivery.update({
      where: { id: message.deliveryId },
      data: {
        state: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        lastError: null,
        deliveredAt: null,
        claimToken: null,
        claimedUntil: null,
      },
    }),
  ]);
  wakeOutbox();
  return true;
}
