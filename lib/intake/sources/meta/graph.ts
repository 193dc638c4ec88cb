import '@/lib/platform/validation/jitless';

import { z } from 'zod';
import type { SourcedLead } from '../sourced-lead';
import type { LeadgenValue } from './leadgen-event';

/** Why a fetch failed, in words fit for the staff page and the log: never the lead's own data. */
export class GraphError extends Error {}

const leadSchema = z.object({
  id: z.string(),
  created_time: z.string().optional(),
  field_data: z.array(z.object({ name: z.string(), values: z.array(z.string()).default([]) })).default([]),
  ad_id: z.string().optional(),
  ad_name: z.string().optional(),
  adset_id: z.string().optional(),
  adset_name: z.string().optional(),
  campaign_id: z.string().optional(),
  campaign_name: z.string().optional(),
  form_id: z.string().optional(),
  platform: z.string().optional(),
  is_organic: z.boolean().optional(),
  /** The form's consent checkboxes as the buyer left them: is_checked is "1" when ticked. */
  custom_disclaimer_responses: z
    .array(z.object({ checkbox_key: z.string(), is_checked: z.union([z.string(), z.boolean()]).optional() }))
    .optional(),
});

export type GraphLead = z.infer<typeof leadSchema> & { formName?: string };

const FIELDS =
  'id,created_time,field_data,ad_id,ad_name,adset_id,adset_name,campaign_id,campaign_name,form_id,platform,is_organic,custom_disclaimer_responses';

async function graphGet(baseUrl: string, path: string, token: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    // The token goes in a header, not the query, so no proxy or access log along the way keeps it.
    response = await fetch(`${baseUrl.replace(/\/$/, '')}/${path}`, { headers: { authorization: `Bearer ${token}` }, signal });
  } catch (error) {
    throw new GraphError(
      `the Graph API could not be reached (${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message})`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    let message = '';
    try {
      message = String((JSON.parse(text) as { error?: { message?: unknown } }).error?.message ?? '');
    } catch {
      // Not JSON: the status says enough.
    }
    throw new GraphError(`the Graph API answered ${response.status}${message ? `: ${message.slice(0, 160)}` : ''}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new GraphError('the Graph API answered with something other than JSON');
  }
}

/** The lead of a leadgen event, with its form's name, from the Graph API. */
export async function fetchGraphLead(
  leadgenId: string,
  settings: { baseUrl: string; token: string; timeoutMs?: number },
): Promise<GraphLead> {
  const signal = AbortSignal.timeout(settings.timeoutMs ?? 15_000);
  const parsed = leadSchema.safeParse(
    await graphGet(settings.baseUrl, `${encodeURIComponent(leadgenId)}?fields=${FIELDS}`, settings.token, signal),
  );
  if (!parsed.success) throw new GraphError(`the Graph API's lead is malformed at ${parsed.error.issues[0]?.path.join('.') || 'its root'}`);
  let formName: string | undefined;
  if (parsed.data.form_id) {
    const form = (await graphGet(settings.baseUrl, `${encodeURIComponent(parsed.data.form_id)}?fields=name`, settings.token, signal)) as {
      name?: unknown;
    };
    if (typeof form.name === 'string') formName = form.name;
  }
  return { ...parsed.data, formName };
}

const firstOf = (lead: GraphLead, ...names: string[]) =>
  names.map((name) => lead.field_data.find((field) => field.name === name)?.values[0]).find((value) => value?.trim()) ?? null;

const KNOWN = new Set(['full_name', 'first_name', 'last_name', 'phone_number', 'email', 'city']);

const isTicked = (value: string | boolean | undefined) => value === true || value === '1' || value === 'true';

/** The form's consent checkboxes, for the consent record: `; ticks: marketing_optin ticked, call_optin not ticked`. */
function consentTicksOf(lead: GraphLead): string {
  const responses = lead.custom_disclaimer_responses ?? [];
  if (responses.length === 0) return '';
  return `; ticks: ${responses.map((response) => `${response.checkbox_key} ${isTicked(response.is_checked) ? 'ticked' : 'not ticked'}`).join(', ')}`;
}

/** A Graph API lead as the pipeline takes it: the standard questions mapped, any custom ones in the message. */
export function sourcedLeadOfGraph(event: LeadgenValue, lead: GraphLead, receivedAt: Date): SourcedLead {
  const name = firstOf(lead, 'full_name') ?? [firstOf(lead, 'first_name'), firstOf(lead, 'last_name')].filter(Boolean).join(' ');
  const custom = lead.field_data.filter((field) => !KNOWN.has(field.name) && field.values.length > 0);
  const formId = lead.form_id ?? event.form_id;
  const ids: Record<string, string> = Object.fromEntries(
    Object.entries({
      leadgen_id: event.leadgen_id,
      form_id: formId,
      ad_id: lead.ad_id ?? event.ad_id,
      adset_id: lead.adset_id ?? event.adgroup_id,
      campaign_id: lead.campaign_id,
      page_id: event.page_id,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    source: 'meta',
    externalId: event.leadgen_id,
    name: name || 'Unnamed (Meta lead form)',
    phone: firstOf(lead, 'phone_number'),
    email: firstOf(lead, 'email'),
    city: firstOf(lead, 'city'),
    message: custom.length > 0 ? custom.map((field) => `${field.name.replaceAll('_', ' ')}: ${field.values.join(', ')}`).join('\n') : null,
    receivedAt: lead.created_time && !Number.isNaN(Date.parse(lead.created_time)) ? new Date(lead.created_time) : receivedAt,
    attribution: {
      channel: lead.is_organic ? 'organic-social' : 'paid-social',
      source: lead.platform === 'ig' ? 'instagram' : 'facebook',
      campaign: lead.campaign_name ?? lead.ad_name ?? lead.formName ?? null,
      ids,
    },
    consent: { form: `lead form "${lead.formName ?? 'unnamed'}"${formId ? ` (form ${formId})` : ''}${consentTicksOf(lead)}` },
  };
}
