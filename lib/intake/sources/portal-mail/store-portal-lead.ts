import type { SourcedLead } from '@/lib/intake/sources/sourced-lead';
import { createHash } from 'node:crypto';
import 'server-only';
import type { MailReading } from './lead-from-mail';
import { leadsWithPortalId, recordStoredMail } from './stored-mails';

export type StoreLead = (lead: SourcedLead, now?: Date) => Promise<{ leadId: string; created: boolean }>;

/** Who the lead is, as a key: the phone's last ten digits, else the e-mail. Hashed, as it is kept apart from the lead. */
export function contactKeyOf(lead: SourcedLead): string {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  const basis = digits ? `phone:${digits.slice(-10)}` : `email:${lead.email?.toLowerCase() ?? ''}`;
  return createHash('sha256').update(basis).digest('hex');
}

/** The lead with a note for staff: the portal used its lead id before for another buyer. */
function flagged(lead: SourcedLead, portalLeadId: string, earlierLeadId: string): SourcedLead {
  const note = `Check this lead: ${lead.source} sent lead id ${portalLeadId} before with another buyer's contact details (lead ${earlierLeadId}).`;
  return {
    ...lead,
    message: lead.message ? `${note}\n\n${lead.message}` : note,
    attribution: { ...lead.attribution, ids: { ...lead.attribution.ids, sameLeadIdAs: earlierLeadId } },
  };
}

/**
 * Stores an authenticated portal mail's lead once per (portal, lead id, buyer) and records the mail. A
 * lead id already stored for another buyer is stored as its own lead, flagged, never dropped.
 */
export async function storePortalLead(
  reading: Extract<MailReading, { kind: 'lead' }>,
  messageId: string,
  store: StoreLead,
  now: Date,
): Promise<{ leadId: string; created: boolean }> {
  const key = { source: reading.lead.source, portalLeadId: reading.portalLeadId, contactKey: contactKeyOf(reading.lead) };
  const known = await leadsWithPortalId(key);
  let leadId = known.same;
  if (!leadId) {
    const lead = known.other ? flagged(reading.lead, reading.portalLeadId, known.other) : reading.lead;
    leadId = (await store(lead, now)).leadId;
  }
  // Recorded after the store: a crash in between leaves the mail unfiled, and the store, keyed on the
  // mail's externalId, answers the next run with the lead it already has.
  await recordStoredMail({ messageId, ...key, leadId, at: now });
  return { leadId, created: known.same === null };
}
