import type { Prisma } from '@/lib/generated/prisma/client';
import { outboxRowsForLead } from '@/lib/mail/outbox/enqueue';
import type { PreparedRow } from '@/lib/mail/outbox/prepared';
import 'server-only';

type StoredLead = { id: string; email: string | null; spam: boolean };
type ConsentRow = { kind: string; noticeVersion: string | null; purposes: string; form: string; pagePath: string | null };

/**
 * What every new lead writes beside its own row, whatever brought it (the website's forms, an outside
 * source): its consent record, the repeat event on the buyer's open lead, and its outbox rows. For the
 * caller's transaction, so a stored lead always has all of them. `buyerConfirmation: false` leaves out
 * the confirmation mail (a lead from a source gets its privacy notice instead, one of `prepared`).
 */
export async function writeLeadRecords(
  tx: Prisma.TransactionClient,
  row: StoredLead,
  {
    consent,
    repeatOf,
    buyerConfirmation = true,
    prepared = [],
  }: { consent: ConsentRow; repeatOf?: { id: string } | null; buyerConfirmation?: boolean; prepared?: PreparedRow[] },
): Promise<void> {
  await tx.consentRecord.create({ data: { ...consent, leadId: row.id } });
  if (repeatOf) await tx.leadEvent.create({ data: { leadId: repeatOf.id, kind: 'repeat', toValue: row.id } });
  const deliveries = outboxRowsForLead(row).filter((delivery) => buyerConfirmation || delivery.channel !== 'buyer-email');
  if (deliveries.length > 0) await tx.delivery.createMany({ data: deliveries });
  for (const delivery of prepared) await tx.delivery.create({ data: { ...delivery, leadId: row.id } });
}
