import type { Prisma } from '@/lib/generated/prisma/client';
import { channelOffReason } from '@/lib/mail/outbox/channels';
import { preparedMailRow } from '@/lib/mail/outbox/prepared';
import { preparedPushRow } from '@/lib/mail/outbox/push';
import { advisorNoticeMail, advisorNoticeText, type AdvisorNoticeKind } from '@/lib/mail/templates/advisor-notice';
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
  const [advisor, lead] = await Promise.all([
    tx.staffUser.findUnique({ where: { id: notice.staffId }, select: { email: true, active: true } }),
    tx.lead.findUnique({ where: { id: notice.leadId } }),
  ]);
  if (!advisor?.active || !lead) return;
  const text = advisorNoticeText(notice.kind, lead);
  const devices =
    channelOffReason('push') === null
      ? await tx.pushSubscription.findMany({ where: { staffId: notice.staffId }, select: { id: true }, orderBy: { createdAt: 'asc' } })
      : [];
  if (devices.length > 0) {
    await tx.delivery.createMany({
      data: devices.map((device) => ({
        ...preparedPushRow(device.id, lead.id, { title: text.title, body: text.body, url: text.path, tag: text.tag }),
        createdAt: now,
        nextAttemptAt: now,
      })),
    });
    return;
  }
  if (channelOffReason('notice-email') !== null) return;
  await tx.delivery.create({
    data: { ...preparedMailRow(await advisorNoticeMail(advisor.email, text), { queuedAt: now }), leadId: lead.id },
  });
}
