import '@/lib/platform/validation/jitless';

import { z } from 'zod';
import { usableEmailAddress } from '../email-address';
import type { SourcedLead } from '../sourced-lead';

const id = z.union([z.string().min(1).max(200), z.number().int().nonnegative()]).transform(String);

/** Google Ads' lead form webhook body (its "Lead form webhook" documentation), google_key apart. */
export const googleLeadSchema = z.object({
  lead_id: z.string().min(1, 'is required').max(300),
  api_version: z.string().optional(),
  form_id: id.optional(),
  campaign_id: id.optional(),
  adgroup_id: id.optional(),
  creative_id: id.optional(),
  asset_group_id: id.optional(),
  lead_submit_time: z.string().max(100).optional(),
  lead_stage: z.string().max(100).optional(),
  gcl_id: z.string().max(300).optional(),
  is_test: z.boolean().optional(),
  user_column_data: z
    .array(
      z.object({
        column_id: z.string().min(1).max(100),
        column_name: z.string().max(200).optional(),
        string_value: z.string().max(2000).default(''),
      }),
    )
    .min(1, 'must hold at least one answer'),
});

export type GoogleLead = z.infer<typeof googleLeadSchema>;

/**
 * Google's standard columns that have a field on a lead, in order of preference: a buyer who gave only
 * their work phone or e-mail still gets a Call button and repeat matching. The other standard columns
 * (POSTAL_CODE, STREET_ADDRESS, REGION, COUNTRY, COMPANY_NAME, JOB_TITLE, ...) have no field of their
 * own and go into the message under their names, as custom questions do.
 */
const LEAD_FIELDS = {
  phone: ['PHONE_NUMBER', 'WORK_PHONE'],
  email: ['EMAIL', 'WORK_EMAIL'],
  city: ['CITY'],
} as const;

/** A lead form submission as the pipeline takes it: the standard columns mapped by column_id, any other in the message. */
export function sourcedLeadOfGoogle(lead: GoogleLead, receivedAt: Date): SourcedLead {
  const used = new Set<string>();
  const column = (idName: string) => lead.user_column_data.find((entry) => entry.column_id === idName)?.string_value.trim() || null;
  const take = (idName: string) => {
    const value = column(idName);
    if (value) used.add(idName);
    return value;
  };
  const firstOf = (idNames: readonly string[], usable: (value: string) => boolean = () => true) => {
    const given = idNames.filter((idName) => column(idName));
    const chosen = given.find((idName) => usable(column(idName)!)) ?? given[0];
    return chosen ? take(chosen) : null;
  };
  const name = take('FULL_NAME') ?? [take('FIRST_NAME'), take('LAST_NAME')].filter(Boolean).join(' ');
  const phone = firstOf(LEAD_FIELDS.phone);
  const email = firstOf(LEAD_FIELDS.email, (value) => usableEmailAddress(value) !== null);
  const city = firstOf(LEAD_FIELDS.city);
  const others = lead.user_column_data.filter((entry) => !used.has(entry.column_id) && entry.string_value.trim());
  const submittedAt = lead.lead_submit_time ? new Date(lead.lead_submit_time) : null;
  const ids = Object.fromEntries(
    Object.entries({
      lead_id: lead.lead_id,
      form_id: lead.form_id,
      campaign_id: lead.campaign_id,
      adgroup_id: lead.adgroup_id,
      creative_id: lead.creative_id,
      asset_group_id: lead.asset_group_id,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    source: 'google',
    externalId: lead.lead_id,
    name: name || 'Unnamed (Google lead form)',
    phone,
    email,
    city,
    message: others.length > 0 ? others.map((entry) => `${entry.column_name ?? entry.column_id}: ${entry.string_value}`).join('\n') : null,
    receivedAt: submittedAt && !Number.isNaN(submittedAt.getTime()) ? submittedAt : receivedAt,
    attribution: { channel: 'paid-search', source: 'google', campaign: lead.campaign_id ?? null, clickId: lead.gcl_id ?? null, ids },
    consent: { form: `lead form${lead.form_id ? ` ${lead.form_id}` : ''}` },
    isTest: lead.is_test ?? false,
  };
}
