import { consentGivenRow } from '@/lib/compliance/consent/store';
import type { Idempotency } from '@/lib/intake/forms/idempotency';
import { createLeadInTx } from '@/lib/intake/leads/create-lead';
import { preparedMailRow, type PreparedRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { sourcePrivacyNoticeMail } from '@/lib/mail/templates/source-privacy-notice';
import { db } from '@/lib/platform/db';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import { env } from '@/lib/platform/env';
import { normalisedPhone } from '@/lib/platform/text/phone-key';
import 'server-only';
import { attributionColumnsOf } from './attribution';
import { usableEmailAddress } from './email-address';
import { sourceLabel } from './source-names';
import type { SourcedLead } from './sourced-lead';

async function existing(lead: SourcedLead) {
  const prisma = await db();
  return prisma.lead.findUnique({
    where: { source_externalId: { source: lead.source, externalId: lead.externalId } },
    select: { id: true },
  });
}

const clip = (value: string | null | undefined, max: number) => (value?.trim() ? value.trim().slice(0, max) : null);

/**
 * Stores a lead from an outside source once per (source, externalId): a second call, or one racing
 * with the first on another instance, returns the first one's id with created: false (the pair's
 * unique index lets one row in). In one transaction with the lead go its consent as given to the
 * source, its link to the buyer's open lead (the repeat rule, on the phone's key), the advisors' mail
 * and CRM webhook, and, where the buyer gave an e-mail, our privacy notice to them. A phone that is no
 * valid number is kept as given, without a key. A test lead (isTest) joins no buyer and gets no mail.
 */
export async function storeSourcedLead(lead: SourcedLead, now: Date = new Date()): Promise<{ leadId: string; created: boolean }> {
  return storeLeadFromSource(lead, now);
}

type StoreOptions = {
  /** An API request's Idempotency-Key and body hash, kept on the lead for lib/intake/forms/store-once.ts to answer a retry. */
  idempotency?: Idempotency;
  /** The spreadsheet import the lead comes with. */
  importBatchId?: string;
};

/**
 * storeSourcedLead with what only some sources have: an API request's Idempotency-Key (a clash on the
 * key itself is thrown, for store-once to answer), a spreadsheet's import batch.
 */
export async function storeLeadFromSource(
  lead: SourcedLead,
  now: Date,
  { idempotency, importBatchId }: StoreOptions = {},
): Promise<{ leadId: string; created: boolean }> {
  const prior = await existing(lead);
  if (prior) return { leadId: prior.id, created: false };
  const phone = normalisedPhone(lead.phone);
  const givenEmail = clip(lead.email, 254);
  const email = usableEmailAddress(givenEmail);
  // An address no mail can reach is kept out of the e-mail column (and its privacy notice), noted for staff instead.
  const message = [clip(lead.message, 5000), givenEmail && !email ? `E-mail as given, not a usable address: ${givenEmail}` : null]
    .filter(Boolean)
    .join('\n');
  const isTest = lead.isTest ?? false;
  const named = sourceLabel(lead.source);
  const prepared: PreparedRow[] = [];
  if (email && !isTest) {
    prepared.push(
      preparedMailRow(await sourcePrivacyNoticeMail({ name: lead.name, email, sourceName: named, siteUrl: env().SITE_URL }), {
        queuedAt: now,
      }),
    );
  }
  const prisma = await db();
  try {
    const data = {
      name: lead.name.trim().slice(0, 200) || `Unnamed (${named})`,
      phone: phone?.e164 ?? clip(lead.phone, 40),
      phoneKey: phone?.key ?? null,
      email,
      message: clip(message, 5300),
      projectName: clip(lead.projectName, 200),
      projectId: lead.project?.id ?? null,
      projectDeveloper: lead.project?.developer ?? null,
      pagePath: lead.project?.pagePath ?? null,
      city: clip(lead.city, 100),
      source: lead.source,
      externalId: lead.externalId,
      sourceIds: lead.attribution.ids && Object.keys(lead.attribution.ids).length > 0 ? JSON.stringify(lead.attribution.ids) : null,
      isTest,
      consent: true,
      createdAt: now,
      idempotencyKey: idempotency?.key,
      requestHash: idempotency?.requestHash,
      importBatchId,
      ...attributionColumnsOf(lead),
    };
    const records = {
      consent: consentGivenRow(undefined, { form: `${named}: ${lead.consent.form}`.slice(0, 1000) }),
      buyerConfirmation: false,
      prepared: isTest ? [] : prepared,
    };
    const leadId = await prisma.$transaction((tx) => createLeadInTx(tx, data, records, now));
    wakeOutbox();
    return { leadId, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await existing(lead);
    if (!winner) throw error;
    return { leadId: winner.id, created: false };
  }
}
