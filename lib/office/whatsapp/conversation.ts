import { recordAccess } from '@/lib/compliance/access-log/store';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import 'server-only';
import { replyWindow, type ReplyWindow } from './window';

/** A message as the thread shows it; an outbound one the outbox gave up on shows as failed with the outbox's reason. */
export type ThreadMessage = {
  id: string;
  direction: 'in' | 'out';
  kind: string;
  body: string | null;
  detail: Record<string, unknown>;
  status: string;
  error: string | null;
  retrying: string | null;
  sentAt: Date;
  by: string | null;
  media: { state: string; type: string | null; size: number | null } | null;
};

export type Conversation = { messages: ThreadMessage[]; window: ReplyWindow; unreadBefore: number; hasThread: boolean };

/** An outbound message the outbox still holds: its row's state and last error tell what is happening to it. */
const WAITING = new Set(['queued', 'sending']);

/** How many messages a lead page shows: the latest ones. */
const SHOWN = 200;

/**
 * A lead's WhatsApp conversation for a member of staff who opened the lead: its latest messages oldest first, the
 * 24-hour window, and how many were unread. Opening it marks it read and is written to the access log.
 */
export async function openConversation(viewer: StaffMember, leadId: string, address: string, now = new Date()): Promise<Conversation> {
  const prisma = await db();
  const [thread, rows] = await Promise.all([
    prisma.whatsAppThread.findUnique({ where: { leadId } }),
    prisma.whatsAppMessage.findMany({
      where: { leadId },
      orderBy: [{ sentAt: 'desc' }, { createdAt: 'desc' }],
      take: SHOWN,
      include: { staff: { select: { name: true } }, media: { select: { mimeType: true, size: true } } },
    }),
  ]);
  const deliveryIds = rows.flatMap((row) => (row.deliveryId && WAITING.has(row.status) ? [row.deliveryId] : []));
  const deliveries = new Map(
    (deliveryIds.length > 0
      ? await prisma.delivery.findMany({
          where: { id: { in: deliveryIds } },
          select: { id: true, state: true, lastError: true, attempts: true },
        })
      : []
    ).map((delivery) => [delivery.id, delivery]),
  );
  if (thread) {
    if (thread.unread > 0) await prisma.whatsAppThread.updateMany({ where: { leadId }, data: { unread: 0 } });
    await recordAccess({ actorId: viewer.id, action: 'view-whatsapp', subjectId: leadId, address }, now);
  }
  const messages = rows.reverse().map((row): ThreadMessage => {
    const delivery = row.deliveryId ? deliveries.get(row.deliveryId) : undefined;
    const gaveUp = delivery?.state === 'failed';
    return {
      id: row.id,
      direction: row.direction === 'in' ? 'in' : 'out',
      kind: row.kind,
      body: row.body,
      detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {},
      // An attempt still "sending" is shown as queued while its outcome is settled (outbox-renderer.ts), and as not
      // confirmed if the outbox gave up meanwhile: Meta may have it.
      status: row.status === 'sending' ? (gaveUp ? 'unconfirmed' : 'queued') : gaveUp ? 'failed' : row.status,
      error: gaveUp ? (delivery?.lastError ?? 'could not be sent') : row.error,
      retrying: !gaveUp && delivery && delivery.attempts > 0 && delivery.lastError ? delivery.lastError : null,
      sentAt: row.sentAt,
      by: row.staff?.name ?? null,
      media: row.mediaState ? { state: row.mediaState, type: row.media?.mimeType ?? null, size: row.media?.size ?? null } : null,
    };
  });
  return { messages, window: replyWindow(thread?.lastInboundAt, now), unreadBefore: thread?.unread ?? 0, hasThread: Boolean(thread) };
}

/** A stored media file, for a member of staff allowed to see its lead; its opening written to the access log. */
export async function openMedia(viewer: StaffMember, messageId: string, address: string, now = new Date()) {
  const prisma = await db();
  const media = await prisma.whatsAppMedia.findUnique({
    where: { messageId },
    include: { message: { select: { leadId: true, lead: { select: { ownerId: true } } } } },
  });
  if (!media || !(await maySeeConversation(viewer, media.message.leadId))) return null;
  await recordAccess({ actorId: viewer.id, action: 'whatsapp-media', subjectId: media.message.leadId, address }, now);
  return { type: media.mimeType, bytes: media.bytes, fileName: media.fileName, size: media.size };
}

/** A fingerprint of the conversation's state (how many messages, the latest change), never its content. */
export async function conversationVersion(leadId: string): Promise<string> {
  const prisma = await db();
  const [count, latest, thread] = await Promise.all([
    prisma.whatsAppMessage.count({ where: { leadId } }),
    prisma.whatsAppMessage.findFirst({
      where: { leadId, statusAt: { not: null } },
      orderBy: { statusAt: 'desc' },
      select: { statusAt: true },
    }),
    prisma.whatsAppThread.findUnique({ where: { leadId }, select: { lastMessageAt: true } }),
  ]);
  return [count, latest?.statusAt?.getTime() ?? 0, thread?.lastMessageAt.getTime() ?? 0].join('.');
}

/** Whether a member of staff may see this lead's conversation: admins any, an advisor their own and unassigned leads. */
export async function maySeeConversation(viewer: StaffMember, leadId: string): Promise<boolean> {
  const prisma = await db();
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: { ownerId: true } });
  if (!lead) return false;
  return viewer.role === 'admin' || lead.ownerId === null || lead.ownerId === viewer.id;
}
