import type { Prisma } from '@/lib/generated/prisma/client';
import { outboxRowsForLead } from '@/lib/mail/outbox/enqueue';
import type { PreparedRow } from '@/lib/mail/outbox/prepared';
import { assignableLeadFields, assignNewLead } from '@/lib/office/assignment/assign';
import { findOpenLead } from '@/lib/office/leads/repeat';
import type { Tx } from '@/lib/platform/db/tx';
import 'server-only';

/** A new lead's own columns, as its intake path read them; whom it repeats is found here. */
export type NewLeadData = Omit<Prisma.LeadUncheckedCreateInput, 'repeatOfId'>;

type StoredLead = { id: string; email: string | null; spam: boolean };
type ConsentRow = { kind: string; noticeVersion: string | null; purposes: string; form: string; pagePath: string | null };

export type NewLeadRecords = {
  consent: ConsentRow;
  /** false leaves out the buyer's confirmation mail (a lead from a source gets its privacy notice instead, one of `prepared`). */
  buyerConfirmation?: boolean;
  /** Mails written now, for the outbox to send with the lead's own. */
  prepared?: PreparedRow[];
};

/**
 * What every new lead writes beside its own row: its consent record, the repeat event on the buyer's open lead, and
 * its outbox rows, so a stored lead always has all of them.
 */
async function writeLeadRecords(
  tx: Tx,
  row: StoredLead,
  repeatOf: { id: string } | null,
  { consent, buyerConfirmation = true, prepared = [] }: NewLeadRecords,
): Promise<void> {
  await tx.consentRecord.create({ data: { ...consent, leadId: row.id } });
  if (repeatOf) await tx.leadEvent.create({ data: { leadId: repeatOf.id, kind: 'repeat', toValue: row.id } });
  const deliveries = outboxRowsForLead(row).filter((delivery) => buyerConfirmation || delivery.channel !== 'buyer-email');
  if (deliveries.length > 0) await tx.delivery.createMany({ data: deliveries });
  for (const delivery of prepared) await tx.delivery.create({ data: { ...delivery, leadId: row.id } });
}

/**
 * Stores a new lead, whatever brought it (the website's forms, an outside source), in the caller's transaction:
 * joins it to the buyer's open lead when this is a repeat (lib/office/leads/repeat.ts), writes its records, and gives
 * it an owner by the assignment rules (lib/office/assignment), so a lead is never stored half done. A possible-spam or
 * test lead joins no buyer and is nobody's work. The one place intake reaches into the back office.
 */
export async function createLeadInTx(tx: Tx, data: NewLeadData, records: NewLeadRecords, now: Date): Promise<string> {
  const nobodys = data.spam === true || data.isTest === true;
  const repeatOf = nobodys ? null : await findOpenLead(tx, data.phoneKey ?? undefined, now);
  const row = await tx.lead.create({
    data: { ...data, repeatOfId: repeatOf?.id },
    select: { ...assignableLeadFields, email: true },
  });
  await writeLeadRecords(tx, row, repeatOf, records);
  if (!nobodys) await assignNewLead(tx, row, now);
  return row.id;
}
