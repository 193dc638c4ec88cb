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

/**
 * The outbox's WhatsApp channel: sends the message its row was written with, once. A message that already has
 * Meta's id was sent (the worker died before recording the row as delivered) and is not sent again; Meta's refusal
 * fails it at once, with Meta's words on the message for staff and a Try again; an outage is retried on the schedule.
 * The first message Meta takes for a lead not yet contacted stops its first-contact clock.
 */
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
      // The worker's settings with what an admin saved on /admin/sources.
      const graph = whatsappGraph(await sourceSettings(settings));
      if (!graph) throw new DeliveryError('WhatsApp is not set up (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN…)');
      const to = message.lead.whatsappThread?.waId ?? message.lead.phone?.replace(/\D/g, '') ?? '';
      let wamid: string;
      try {
        // An attachment is uploaded first, once: its media id is kept on the message, so a retry of the message
        // (Meta throttled it, the worker died) refers to the same upload instead of uploading it again.
        if (isAttachment(message) && !message.mediaId) {
          const file = await prisma.whatsAppMedia.findUnique({ where: { messageId: message.id } });
          if (!file) throw new FinalDeliveryError('the attachment was erased before it was sent');
          const mediaId = await uploadWhatsAppMedia(graph, { bytes: file.bytes, type: file.mimeType, fileName: file.fileName ?? 'file' });
          await prisma.whatsAppMessage.update({ where: { id: message.id }, data: { mediaId } });
          message.mediaId = mediaId;
        }
        wamid = await sendWhatsAppMessage(graph, graphMessage(to, message), delivery.id);
      } catch (error) {
        if (!(error instanceof WhatsAppGraphError)) throw error;
        if (!error.final) throw new DeliveryError(error.message);
        await prisma.whatsAppMessage.update({ where: { id: message.id }, data: { status: 'failed', statusAt: now, error: error.message } });
        throw new FinalDeliveryError(error.message);
      }
      await prisma.$transaction([
        prisma.whatsAppMessage.updateMany({ where: { id: message.id, status: 'queued' }, data: { wamid, status: 'sent', statusAt: now } }),
        prisma.whatsAppMessage.updateMany({ where: { id: message.id, wamid: null }, data: { wamid } }),
        prisma.lead.updateMany({ where: { id: message.leadId, firstContactedAt: null }, data: { firstContactedAt: now } }),
      ]);
    },
  }),
};
