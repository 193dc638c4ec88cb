import '@/lib/platform/validation/jitless';

import { z } from 'zod';
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

const mapped = new Set(['FULL_NAME', 'FIRST_NAME', 'LAST_NAME', 'PHONE_NUMBER', 'EMAIL', 'CITY']);

/** A lead form submission as the pipeline takes it: the standard columns mapped by column_id, any other in the message. */
export function sourcedLeadOfGoogle(lead: GoogleLead, receivedAt: Date): SourcedLead {
  const column = (idName: string) => lead.user_column_data.find((entry) => entry.column_id === idName)?.string_value.trim() || null;
  const name = column('FULL_NAME') ?? [column('FIRST_NAME'), column('LAST_NAME')].filter(Boolean).join(' ');
  const others = lead.user_column_data.filter((entry) => !mapped.has(entry.column_id) && entry.string_value.trim());
  const ids = Object.fromEntries(
    Object.entries({
      lead_id: lead.lead_id,
      form_id: lead.form_id,
      campaign_id: lead.campaign_id,
      adgroup_id: lead.adgroup_id,
      creative_id: lead.creative_id,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    source: 'google',
    externalId: lead.lead_id,
    name: name || 'Unnamed (Google lead form)',
    phone: column('PHONE_NUMBER'),
    email: column('EMAIL'),
    city: column('CITY'),
    message: others.length > 0 ? others.map((entry) => `${entry.column_name ?? entry.column_id}: ${entry.string_value}`).join('\n') : null,
    receivedAt,
    attribution: { channel: 'paid-search', source: 'google', campaign: lead.campaign_id ?? null, clickId: lead.gcl_id ?? null, ids },
    consent: { form: `lead form${lead.form_id ? ` ${lead.form_id}` : ''}` },
    isTest: lead.is_test ?? false,
  };
}
