import type { Prisma } from '@/lib/generated/prisma/client';
import type { Tx } from '@/lib/platform/db/tx';
import 'server-only';

/**
 * What outside senders sent about these leads (a lead-ads delivery, a portal mail read after a retry): it carries
 * the buyer's details outside the lead, with no relation the schema could cascade along.
 */
async function eraseIntakeRecordsOf(tx: Tx, leadIds: string[]): Promise<void> {
  await tx.intakeEvent.deleteMany({ where: { leadId: { in: leadIds } } });
  await tx.unreadableMail.deleteMany({ where: { leadId: { in: leadIds } } });
  // The portal mails read as these leads, with the hash of the buyer's phone or e-mail that keys them.
  await tx.portalMailLead.deleteMany({ where: { leadId: { in: leadIds } } });
}

/**
 * Removes a lead and everything that holds its buyer's details: its repeat enquiries, what outside senders sent
 * about them, and (by the schema's cascades) its notes, history and outbox deliveries with their payloads. The
 * access log keeps the lead's id only. Returns false when the lead was already gone.
 */
export async function eraseLead(tx: Tx, id: string): Promise<boolean> {
  const repeats = await tx.lead.findMany({ where: { repeatOfId: id }, select: { id: true } });
  await eraseIntakeRecordsOf(tx, [id, ...repeats.map((lead) => lead.id)]);
  await tx.lead.deleteMany({ where: { repeatOfId: id } });
  const { count } = await tx.lead.deleteMany({ where: { id } });
  return count === 1;
}

/** What a Won lead loses: every way to reach the buyer and everything they wrote or were tracked by. */
const clearedForAccounting = {
  phone: null,
  email: null,
  message: null,
  phoneKey: null,
  pagePath: null,
  shortlist: null,
  visitDate: null,
  visitSlot: null,
  visitors: null,
  followUpOn: null,
  lostReason: null,
  idempotencyKey: null,
  requestHash: null,
  ...Object.fromEntries(
    ['Channel', 'Source', 'Medium', 'Campaign', 'Term', 'Content', 'ClickIds', 'Referrer', 'Landing', 'At'].flatMap((field) => [
      [`first${field}`, null],
      [`last${field}`, null],
    ]),
  ),
} satisfies Prisma.LeadUpdateManyMutationInput;

/**
 * A Won lead keeps what accounting needs (the buyer's name, the project, city and locality, the
 * stage, its owner, the dates it arrived and was first contacted, and its stage history); its
 * contact details, message, shortlist, visit, attribution, notes, deliveries, repeat enquiries and WhatsApp conversation go.
 */
export async function reduceToAccounting(tx: Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await tx.lead.updateMany({
    where: { id, retentionReducedAt: null },
    data: { ...clearedForAccounting, retentionReducedAt: now },
  });
  if (count === 0) return false;
  const repeats = await tx.lead.findMany({ where: { repeatOfId: id }, select: { id: true } });
  await eraseIntakeRecordsOf(tx, [id, ...repeats.map((lead) => lead.id)]);
  await tx.lead.deleteMany({ where: { repeatOfId: id } });
  await tx.leadNote.deleteMany({ where: { leadId: id } });
  await tx.leadEvent.deleteMany({ where: { leadId: id, kind: { not: 'stage' } } });
  await tx.delivery.deleteMany({ where: { leadId: id } });
  // The WhatsApp conversation is what the buyer wrote, and their number: none of it is accounting's.
  await tx.whatsAppMessage.deleteMany({ where: { leadId: id } });
  await tx.whatsAppThread.deleteMany({ where: { leadId: id } });
  return true;
}
