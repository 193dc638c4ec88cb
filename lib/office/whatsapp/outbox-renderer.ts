import { sourceSettings } from '@/lib/intake/sources/settings';
import { sendWhatsAppMessage, uploadWhatsAppMedia, WhatsAppGraphError } from '@/lib/intake/sources/whatsapp/graph';
import type { RecordRenderers } from '@/lib/mail/outbox/renderers';
import { DeliveryError, FinalDeliveryError } from '@/lib/mail/outbox/senders';
import { db } from '@/lib/platform/db';
import 'server-only';
import { whatsappGraph } from './graph-settings';

type Outbound = { kind: string; body: string | null; detail: string | null; mediaId: string | null };

/** The Graph API's message body for a reply: text, the template with its variables, or a photo or document by its media id. */
function graphMessage(to: string, message: Outbound): Record<string, unknown> {
  if ((message.kind === 'image' || message.kind === 'document') && message.mediaId) {
    const { fileName } = JSON.parse(message.detail ?? '{}') as { fileName?: string };
    const caption = message.body ? { caption: message.body } : {};
    if (message.kind === 'image') return { to, type: 'image', image: { id: message.mediaId, ...caption } };
    return { to, type: 'document', document: { id: message.mediaId, ...(fileName && { filename: fileName }), ...caption } };
  }
  if (message.kind === 'template') {
    const { template, language, values } = JSON.parse(message.detail ?? '{}') as { template: string; language: string; values: string[] };
    return {
      to,
      type: 'template',
      template: {
        name: template,
        language: { code: language },
        ...(values.length > 0 && { components: [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }] }),
      },
    };
  }
  return { to, type: 'text', text: { body: message.body ?? '', preview_url: false } };
}

const isAttachment = (message: { direction: string; kind: string; mediaState: string | null }) =>
  message.direction === 'out' && message.mediaState === 'stored' && (message.kind === 'image' || message.kind === 'document');

export const NOT_CONFIRMED =
  'not confirmed: Meta may have taken it, but neither its answer nor a status of it reached us. Check with the buyer before you try again.';

/**
 * The outbox's WhatsApp channel: sends the message its row was written with, at most once on its own. Meta's
 * messages API takes no idempotency key (biz_opaque_callback_data, our outbox row's id, is only handed back on the
 * statuses), so a second POST of the same message is a second message on the buyer's phone. Hence the attempt is a
 * small state machine on the message, each step committed before the next:
 * - queued -> sending, a compare-and-set committed BEFORE the request: of two workers (a claim that ran out) one wins,
 *   and a process killed mid-request leaves "sending" behind as the mark of an attempt whose outcome is unknown;
 * - Meta's answer: its wamid -> sent; a refusal or an outage that certainly did not reach Meta (an error answer, a
 *   refused connection) -> back to queued, retried on the outbox's schedule (or failed at once when Meta refused for good);
 * - no answer (a timeout or a dropped connection after the request was written, a crash): left "sending", retried
 *   later WITHOUT sending. Meanwhile the statuses Meta posts (found by biz_opaque_callback_data, statuses.ts) record
 *   what happened: sent, delivered or read moves the message on, failed fails it with Meta's error for a Try again.
 *   An attempt that finds the message still "sending" gives up as "unconfirmed": staff see "not confirmed" and
 *   decide themselves on Try again, rather than the buyer getting the same message twice.
 * A message that already has Meta's id was sent and is not sent again. The first message Meta takes for a lead not
 * yet contacted stops its first-contact clock.
 */
/**
 * An attachment is uploaded first, once: its media id is kept on the message, so a retry of the message (Meta
 * throttled it, the worker died) refers to the same upload instead of uploading it again. An upload shows the buyer
 * nothing, so it is outside the send's "sending" step: an upload whose answer was lost is simply made again.
 */
async function uploadAttachment(messageId: string, graph: NonNullable<ReturnType<typeof whatsappGraph>>, now: Date): Promise<string> {
  const prisma = await db();
  const file = await prisma.whatsAppMedia.findUnique({ where: { messageId } });
  if (!file) throw new FinalDeliveryError('the attachment was erased before it was sent');
  try {
    const mediaId = await uploadWhatsAppMedia(graph, { bytes: file.bytes, type: file.mimeType, fileName: file.fileName ?? 'file' });
    await prisma.whatsAppMessage.update({ where: { id: messageId }, data: { mediaId } });
    return mediaId;
  } catch (error) {
    if (!(error instanceof WhatsAppGraphError)) throw error;
    if (!error.final) throw new DeliveryError(error.message);
    await prisma.whatsAppMessage.updateMany({
      where: { id: messageId, status: 'queued' },
      data: { status: 'failed', statusAt: now, error: error.message },
    });
    throw new FinalDeliveryError(error.message);
  }
}

export const whatsappRenderers: RecordRenderers = {
  whatsapp: async ({ delivery, now, settings }) => ({
    send: async () => {
      const prisma = await db();
      const message = await prisma.whatsAppMessage.findUnique({
        where: { deliveryId: delivery.id },
        include: { lead: { select: { phone: true, whatsappThread: { select: { waId: true } } } } },
      });
      if (!message) throw new FinalDeliveryError('the message was erased before it was sent');
      if (message.wamid) return;
      if (message.status === 'failed') throw new FinalDeliveryError(message.error ?? 'Meta refused the message');
      // The worker's settings with what an admin saved on /admin/sources.
      const graph = whatsappGraph(await sourceSettings(settings));
      if (!graph) throw new DeliveryError('WhatsApp is not set up (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN…)');
      if (message.status === 'queued' && isAttachment(message) && !message.mediaId) {
        message.mediaId = await uploadAttachment(message.id, graph, now);
      }
      const started = await prisma.whatsAppMessage.updateMany({
        where: { id: message.id, status: 'queued', wamid: null },
        data: { status: 'sending', statusAt: now },
      });
      if (started.count === 0) {
        // An earlier attempt's outcome is unknown and no status has told us since: never sent again by the worker.
        const given = await prisma.whatsAppMessage.updateMany({
          where: { id: message.id, status: { in: ['sending', 'unconfirmed'] }, wamid: null },
          data: { status: 'unconfirmed', statusAt: now, error: NOT_CONFIRMED },
        });
        if (given.count === 0) return; // a status reached us in between: Meta has it
        throw new FinalDeliveryError(NOT_CONFIRMED);
      }
      const to = message.lead.whatsappThread?.waId ?? message.lead.phone?.replace(/\D/g, '') ?? '';
      let wamid: string;
      // What Meta answered is stamped with the time it answered, not the attempt's start: the lead page's live refresh
      // sees a change by its time (conversationVersion), and "sending" already carries the start.
      let answeredAt: Date;
      try {
        wamid = await sendWhatsAppMessage(graph, graphMessage(to, message), delivery.id);
        answeredAt = new Date();
      } catch (error) {
        answeredAt = new Date();
        if (!(error instanceof WhatsAppGraphError)) throw error;
        if (error.unknown) throw new DeliveryError(`${error.message}; waiting for Meta's status before deciding`);
        const sending = { id: message.id, status: 'sending', wamid: null };
        if (!error.final) {
          await prisma.whatsAppMessage.updateMany({ where: sending, data: { status: 'queued', statusAt: answeredAt } });
          throw new DeliveryError(error.message);
        }
        await prisma.whatsAppMessage.updateMany({ where: sending, data: { status: 'failed', statusAt: answeredAt, error: error.message } });
        throw new FinalDeliveryError(error.message);
      }
      await prisma.$transaction([
        prisma.whatsAppMessage.updateMany({
          where: { id: message.id, status: { in: ['sending', 'unconfirmed'] } },
          data: { wamid, status: 'sent', statusAt: answeredAt, error: null },
        }),
        prisma.whatsAppMessage.updateMany({ where: { id: message.id, wamid: null }, data: { wamid } }),
        prisma.lead.updateMany({ where: { id: message.leadId, firstContactedAt: null }, data: { firstContactedAt: now } }),
      ]);
    },
  }),
};
