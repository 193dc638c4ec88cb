import type { Prisma } from '@/lib/generated/prisma/client';
import { channelOffReason } from '@/lib/mail/outbox/channels';
import { preparedStaffNoticeRow } from '@/lib/mail/outbox/prepared';
import { preparedPushRow } from '@/lib/mail/outbox/push';
import { advisorNoticeText, type AdvisorNoticeKind, type AdvisorNoticeText } from '@/lib/mail/templates/advisor-notice';
import 'server-only';

type Tx = Prisma.TransactionClient;

export type AdvisorNotice = { staffId: string; leadId: string; kind: AdvisorNoticeKind };

/**
 * Queues, in the caller's transaction, a push to each of the advisor's devices, or an e-mail when they have none.
 * Written with the change it announces (an assignment, a reminder, an escalation), so the notice exists exactly
 * when the change does, and the outbox worker delivers it with retries. A member who has left (deactivated)
 * or a lead gone meanwhile gets nothing. Nothing is queued on a channel that is off: with push off (PostgreSQL
 * without the VAPID settings) the e-mail goes instead, and with mail off too the desk is all there is.
 */
export async function queueAdvisorNotice(tx: Tx, notice: AdvisorNotice, now: Date): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id: notice.leadId } });
  if (lead) await queueStaffNotice(tx, notice.staffId, lead.id, advisorNoticeText(notice.kind, lead), now);
}

/** Queues a notice with this text to a member of staff, on their devices or by e-mail, filed under `leadId`. */
export async function queueStaffNotice(tx: Tx, staffId: string, leadId: string, text: AdvisorNoticeText, now: Date): Promise<void> {
  const advisor = await tx.staffUser.findUnique({ where: { id: staffId }, select: { email: true, active: true } });
  if (!advisor?.active) return;
  const devices =
    channelOffReason('push') === null
      ? await tx.pushSubscription.findMany({ where: { staffId }, select: { id: true }, orderBy: { createdAt: 'asc' } })
      : [];
  if (devices.length > 0) {
    await tx.delivery.createMany({
      data: devices.map((device) => ({
        ...preparedPushRow(device.id, leadId, { title: text.title, body: text.body, url: text.path, tag: text.tag }),
        createdAt: now,
        nextAttemptAt: now,
      })),
    });
    return;
  }
  if (channelOffReason('notice-email') !== null) return;
  await tx.delivery.create({ data: { ...preparedStaffNoticeRow({ to: advisor.email, notice: text }, now), leadId } });
}
