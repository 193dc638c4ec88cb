import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { preparedMailRow } from '@/lib/mail/outbox/prepared';
import { advisorNoticeMail } from '@/lib/mail/templates/advisor-notice-mail';

type Tx = Prisma.TransactionClient;
export type AdvisorNotice = { staffId: string; leadId: string; kind: 'assigned' | 'reminder' | 'escalated' };

/**
 * Queues, in the caller's transaction, a push to each of the advisor's devices, or an e-mail when they have none.
 * (This branch has no push yet: it always queues the e-mail, through the outbox, so it is retried and never lost.)
 */
export async function queueAdvisorNotice(tx: Tx, notice: AdvisorNotice, now: Date): Promise<void> {
  const [staff, lead] = await Promise.all([
    tx.staffUser.findUnique({ where: { id: notice.staffId }, select: { email: true, active: true } }),
    tx.enquiry.findUnique({ where: { id: notice.leadId }, select: { name: true } }),
  ]);
  if (!staff?.active || !lead) return;
  const mail = await advisorNoticeMail({ to: staff.email, kind: notice.kind, leadId: notice.leadId, leadName: lead.name });
  await tx.delivery.create({ data: { ...preparedMailRow(mail), enquiryId: notice.leadId, createdAt: now, nextAttemptAt: now } });
}
