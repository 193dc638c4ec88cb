import { IntakeError, type EventHandler } from '@/lib/intake/sources/intake-worker';
import { whatsappEventSchema } from '@/lib/intake/sources/whatsapp/payload';
import 'server-only';
import { whatsappGraph } from './graph-settings';
import { fileInboundMessage } from './inbound';
import { fetchMessageMedia } from './media';
import { applyStatus } from './statuses';

/**
 * How the intake worker files a WhatsApp event (handed to it where the process starts): a message on its lead, its
 * media fetched after (a failed fetch tries the event again, and the message, already filed, is not filed twice);
 * a status on the message we sent.
 */
export const handleWhatsAppEvent: EventHandler = async (claimed, settings) => {
  const parsed = whatsappEventSchema.safeParse(JSON.parse(claimed.payload));
  if (!parsed.success) throw new IntakeError('the stored event is malformed');
  const event = parsed.data;
  if (event.kind === 'status') return applyStatus(event);
  const filed = await fileInboundMessage(event, new Date());
  const graph = whatsappGraph(settings);
  if (filed.mediaId) {
    if (!graph) throw new IntakeError('WHATSAPP_ACCESS_TOKEN is not set: the media cannot be fetched');
    await fetchMessageMedia(filed.messageId, filed.mediaId, graph);
  }
  return { leadId: filed.leadId };
};
