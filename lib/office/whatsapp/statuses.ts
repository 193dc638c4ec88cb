import { IntakeError } from '@/lib/intake/sources/intake-worker';
import { describeMetaError, type StatusEvent } from '@/lib/intake/sources/whatsapp/payload';
import { db } from '@/lib/platform/db';
import 'server-only';

/** A status that names no message of ours yet (Meta's status can overtake our record of the send): tried again later. */
export class StatusTooEarlyError extends IntakeError {}

// sending and unconfirmed: an attempt whose answer we never heard (outbox-renderer.ts); any status of Meta's settles it.
const RANK: Record<string, number> = { queued: 0, sending: 0, unconfirmed: 0, sent: 1, delivered: 2, read: 3, played: 3 };

/**
 * Applies a status Meta reported for a message we sent: its tick moves forward only (a late "delivered" never
 * undoes "read"), a failure is kept with Meta's error for staff to see. The message is found by its wamid, or by
 * the outbox row's id Meta hands back (biz_opaque_callback_data) when the send's answer never reached us.
 */
export async function applyStatus(event: StatusEvent): Promise<{ leadId: string }> {
  const { status } = event;
  const prisma = await db();
  const message =
    (await prisma.whatsAppMessage.findUnique({ where: { wamid: status.id } })) ??
    (status.biz_opaque_callback_data
      ? await prisma.whatsAppMessage.findUnique({ where: { deliveryId: status.biz_opaque_callback_data } })
      : null);
  if (!message || message.direction !== 'out') throw new StatusTooEarlyError(`no message of ours has the id ${status.id.slice(0, 80)} yet`);
  const at = new Date(Number(status.timestamp) * 1000);
  const wamid = message.wamid ?? status.id;
  if (status.status === 'failed') {
    await prisma.whatsAppMessage.update({
      where: { id: message.id },
      data: { wamid, status: 'failed', statusAt: at, error: describeMetaError(status.errors?.[0]) },
    });
  } else if ((RANK[status.status] ?? -1) > (RANK[message.status] ?? -1) || (message.status === 'failed' && status.status === 'read')) {
    await prisma.whatsAppMessage.update({
      where: { id: message.id },
      data: { wamid, status: status.status === 'played' ? 'read' : status.status, statusAt: at, error: null },
    });
  } else if (!message.wamid) {
    await prisma.whatsAppMessage.update({ where: { id: message.id }, data: { wamid } });
  }
  return { leadId: message.leadId };
}
