import type { Tx } from '@/lib/platform/db/tx';
import 'server-only';
import { carriesIdentifier } from './carried-identifiers';
import type { PersonMatch } from './person-match';
import { clearRequestPersonalData } from './purge';

export type PersonRow = Record<string, unknown>;

/**
 * One kind of row held about a person: how to read theirs (the access export) and how to remove
 * them (erasure), returning how many went. Export and erasure both walk `personTables`, so a new
 * table that holds personal data is one entry here.
 */
type PersonTable = {
  name: string;
  label: string;
  read(tx: Tx, match: PersonMatch): Promise<PersonRow[]>;
  erase(tx: Tx, match: PersonMatch): Promise<number>;
};

const bySentAt = { createdAt: 'asc' } as const;
const notSiteVisit = { OR: [{ intent: null }, { intent: { not: 'site-visit' } }] };
const theirDeliveries = (match: PersonMatch) => ({
  OR: [{ leadId: { in: match.leadIds } }, { applicationId: { in: match.applicationIds } }, { id: { in: match.mailDeliveryIds } }],
});

const theirRecords = (match: PersonMatch) => ({
  OR: [{ leadId: { in: match.leadIds } }, { applicationId: { in: match.applicationIds } }],
});

/**
 * A repeat enquiry names the lead it repeats; when that lead is not in the export (it was joined by a
 * phone they have not proved), its id would tell them that someone has enquired with that phone.
 */
const ownLinksOnly = <T extends { repeatOfId: string | null }>(rows: T[], match: PersonMatch): T[] =>
  rows.map((row) => (row.repeatOfId && !match.leadIds.includes(row.repeatOfId) ? { ...row, repeatOfId: null } : row));

/**
 * The ids of a table's rows held about the person: those tied to their leads, and those whose text (what an outside
 * sender wrote, which no column keys) carries a phone or e-mail they proved.
 */
async function idsCarrying<T extends { id: string; leadId: string | null }>(
  rows: Promise<T[]>,
  match: PersonMatch,
  textOf: (row: T) => string,
): Promise<string[]> {
  return (await rows)
    .filter((row) => (row.leadId !== null && match.leadIds.includes(row.leadId)) || carriesIdentifier(textOf(row), match))
    .map((row) => row.id);
}

// What Meta, Google, other tools and spreadsheets sent, kept until stored (and a while after, see retention).
const theirIntakeEvents = (tx: Tx, match: PersonMatch) =>
  idsCarrying(tx.intakeEvent.findMany({ select: { id: true, leadId: true, payload: true } }), match, (row) => row.payload);

// Portal mails no parser could read: kept whole, with the sender's details in them.
const theirUnreadableMails = (tx: Tx, match: PersonMatch) =>
  idsCarrying(
    tx.unreadableMail.findMany({ select: { id: true, leadId: true, from: true, subject: true, text: true } }),
    match,
    (row) => `${row.from}\n${row.subject}\n${row.text}`,
  );

export const personTables: PersonTable[] = [
  {
    name: 'leadNotes',
    label: 'Lead notes',
    read: (tx, match) => tx.leadNote.findMany({ where: { leadId: { in: match.leadIds } }, orderBy: bySentAt }),
    erase: async (tx, match) => (await tx.leadNote.deleteMany({ where: { leadId: { in: match.leadIds } } })).count,
  },
  {
    name: 'leadEvents',
    label: 'Lead history',
    read: (tx, match) => tx.leadEvent.findMany({ where: { leadId: { in: match.leadIds } }, orderBy: bySentAt }),
    erase: async (tx, match) => (await tx.leadEvent.deleteMany({ where: { leadId: { in: match.leadIds } } })).count,
  },
  {
    name: 'consentRecords',
    label: 'Consent records',
    read: (tx, match) => tx.consentRecord.findMany({ where: theirRecords(match), orderBy: bySentAt }),
    erase: async (tx, match) => (await tx.consentRecord.deleteMany({ where: theirRecords(match) })).count,
  },
  {
    // The outbox: each lead's deliveries, and the verification mails whose payload holds the address.
    name: 'deliveries',
    label: 'Deliveries',
    read: (tx, match) =>
      tx.delivery.findMany({ where: theirDeliveries(match), omit: { payload: true, claimToken: true }, orderBy: bySentAt }),
    erase: async (tx, match) => (await tx.delivery.deleteMany({ where: theirDeliveries(match) })).count,
  },
  {
    // The WhatsApp conversations on their leads (lib/office/whatsapp): each photo or file they sent (its bytes in
    // base64), each message either way, the conversation. Files first, then messages, then the conversation, all
    // before the enquiries, whose deletion would take them along uncounted.
    name: 'whatsappMedia',
    label: 'WhatsApp photos and files',
    read: async (tx, match) =>
      (await tx.whatsAppMedia.findMany({ where: { message: { leadId: { in: match.leadIds } } }, orderBy: bySentAt })).map(
        ({ bytes, ...media }) => ({ ...media, contentBase64: Buffer.from(bytes).toString('base64') }),
      ),
    erase: async (tx, match) => (await tx.whatsAppMedia.deleteMany({ where: { message: { leadId: { in: match.leadIds } } } })).count,
  },
  {
    name: 'whatsappMessages',
    label: 'WhatsApp messages',
    read: (tx, match) => tx.whatsAppMessage.findMany({ where: { leadId: { in: match.leadIds } }, orderBy: { sentAt: 'asc' } }),
    erase: async (tx, match) => (await tx.whatsAppMessage.deleteMany({ where: { leadId: { in: match.leadIds } } })).count,
  },
  {
    name: 'whatsappConversations',
    label: 'WhatsApp conversations',
    read: (tx, match) => tx.whatsAppThread.findMany({ where: { leadId: { in: match.leadIds } }, orderBy: bySentAt }),
    erase: async (tx, match) => (await tx.whatsAppThread.deleteMany({ where: { leadId: { in: match.leadIds } } })).count,
  },
  {
    name: 'enquiries',
    label: 'Enquiries',
    read: async (tx, match) =>
      ownLinksOnly(
        await tx.lead.findMany({ where: { id: { in: match.leadIds }, ...notSiteVisit }, omit: { requestHash: true }, orderBy: bySentAt }),
        match,
      ),
    erase: async (tx, match) => (await tx.lead.deleteMany({ where: { id: { in: match.leadIds }, ...notSiteVisit } })).count,
  },
  {
    name: 'siteVisits',
    label: 'Site visits',
    read: async (tx, match) =>
      ownLinksOnly(
        await tx.lead.findMany({
          where: { id: { in: match.leadIds }, intent: 'site-visit' },
          omit: { requestHash: true },
          orderBy: bySentAt,
        }),
        match,
      ),
    erase: async (tx, match) => (await tx.lead.deleteMany({ where: { id: { in: match.leadIds }, intent: 'site-visit' } })).count,
  },
  {
    name: 'intakeEvents',
    label: 'Lead-ads and tool deliveries',
    read: async (tx, match) =>
      tx.intakeEvent.findMany({
        where: { id: { in: await theirIntakeEvents(tx, match) } },
        omit: { claimToken: true, claimedUntil: true },
        orderBy: bySentAt,
      }),
    erase: async (tx, match) => (await tx.intakeEvent.deleteMany({ where: { id: { in: await theirIntakeEvents(tx, match) } } })).count,
  },
  {
    name: 'unreadableMails',
    label: 'Portal mails we could not read',
    read: async (tx, match) =>
      tx.unreadableMail.findMany({ where: { id: { in: await theirUnreadableMails(tx, match) } }, omit: { raw: true }, orderBy: bySentAt }),
    erase: async (tx, match) =>
      (await tx.unreadableMail.deleteMany({ where: { id: { in: await theirUnreadableMails(tx, match) } } })).count,
  },
  {
    // A portal mail read as one of their leads: its ids and a hash of their phone or e-mail (its key).
    name: 'portalMailLeads',
    label: 'Portal mails read as enquiries',
    read: (tx, match) => tx.portalMailLead.findMany({ where: { leadId: { in: match.leadIds } }, orderBy: { storedAt: 'asc' } }),
    erase: async (tx, match) => (await tx.portalMailLead.deleteMany({ where: { leadId: { in: match.leadIds } } })).count,
  },
  {
    // Applications carry no CV file: the careers form takes none (lib/intake/forms/application-schema.ts).
    name: 'jobApplications',
    label: 'Job applications',
    read: (tx, match) =>
      tx.jobApplication.findMany({ where: { id: { in: match.applicationIds } }, omit: { requestHash: true }, orderBy: bySentAt }),
    erase: async (tx, match) => (await tx.jobApplication.deleteMany({ where: { id: { in: match.applicationIds } } })).count,
  },
  {
    // The requests stay, as the record that they were answered, without anything that names the person
    // (staff's closing notes included: they may quote it).
    name: 'privacyRequests',
    label: 'Privacy requests',
    read: (tx, match) =>
      tx.privacyRequest.findMany({ where: { id: { in: match.privacyRequestIds } }, omit: { tokenHash: true }, orderBy: bySentAt }),
    erase: (tx, match) => clearRequestPersonalData(tx, { id: { in: match.privacyRequestIds } }),
  },
];

/** Every row held about the person, table by table, in `personTables`' order. */
export async function readPersonData(tx: Tx, match: PersonMatch): Promise<Record<string, PersonRow[]>> {
  const data: Record<string, PersonRow[]> = {};
  for (const table of personTables) data[table.name] = await table.read(tx, match);
  return data;
}
