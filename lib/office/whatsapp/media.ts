import { fetchWhatsAppMedia, WhatsAppGraphError, type GraphSettings } from '@/lib/intake/sources/whatsapp/graph';
import { db } from '@/lib/platform/db';
import { createHash } from 'node:crypto';
import 'server-only';
import { MAX_MEDIA_BYTES, mediaTypeOf } from './media-type';

/**
 * Fetches a message's media by its id through the Graph API and keeps it with the message (in the database, so
 * export, erasure and retention reach it with the lead): only when its bytes are a type the desk keeps and it is
 * no larger than the cap. An outage throws, for the intake worker to try again; a refusal is recorded on the message.
 */
export async function fetchMessageMedia(messageId: string, mediaId: string, settings: GraphSettings): Promise<string> {
  const prisma = await db();
  const message = await prisma.whatsAppMessage.findUnique({ where: { id: messageId }, select: { detail: true, mediaState: true } });
  if (!message || message.mediaState !== 'waiting') return message?.mediaState ?? 'gone';
  let fetched: Awaited<ReturnType<typeof fetchWhatsAppMedia>>;
  try {
    fetched = await fetchWhatsAppMedia(settings, mediaId, MAX_MEDIA_BYTES);
  } catch (error) {
    // Meta no longer has it (an id it does not know, a file gone): no retry brings it back. An outage is tried again.
    if (!(error instanceof WhatsAppGraphError) || !error.final) throw error;
    await prisma.whatsAppMessage.update({ where: { id: messageId }, data: { mediaState: 'failed' } });
    return 'failed';
  }
  if (fetched === 'too-large') {
    await prisma.whatsAppMessage.update({ where: { id: messageId }, data: { mediaState: 'too-large' } });
    return 'too-large';
  }
  const type = await mediaTypeOf(fetched.bytes, fetched.declaredType);
  if (!type) {
    await prisma.whatsAppMessage.update({ where: { id: messageId }, data: { mediaState: 'refused' } });
    return 'refused';
  }
  const fileName = (JSON.parse(message.detail ?? '{}') as { fileName?: string }).fileName ?? null;
  await prisma.$transaction([
    prisma.whatsAppMedia.create({
      data: {
        messageId,
        mimeType: type,
        size: fetched.bytes.byteLength,
        sha256: createHash('sha256').update(fetched.bytes).digest('hex'),
        fileName,
        bytes: new Uint8Array(fetched.bytes),
      },
    }),
    prisma.whatsAppMessage.update({ where: { id: messageId }, data: { mediaState: 'stored' } }),
  ]);
  return 'stored';
}
