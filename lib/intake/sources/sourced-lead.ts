/**
 * A lead as any source outside the website hands it over (Meta and Google lead ads, the property
 * portals' mails, another tool through the API, a spreadsheet row). Every source maps its own
 * shape to this one and calls storeSourcedLead; the pipeline does the rest the same way for all.
 */
export type SourceId = 'meta' | 'google' | 'whatsapp' | '99acres' | 'magicbricks' | 'housing' | 'csv' | `api:${string}`;

export type SourcedLead = {
  source: SourceId;
  /** The source's own id of this lead (leadgen_id, lead_id, the portal's lead id or the mail's Message-ID, a CSV row's hash). */
  externalId: string;
  name: string;
  /** As the source gave it; the pipeline normalises it. */
  phone?: string | null;
  email?: string | null;
  message?: string | null;
  projectName?: string | null;
  /** The catalogue project and the site's page it was asked from, when the source knows them (WhatsApp's "Ref NR-…"). */
  project?: { developer: string; id: string; pagePath: string } | null;
  city?: string | null;
  receivedAt: Date;
  /** ids: the source's own ids, shown on the lead page. */
  attribution: { channel: string; source: string; campaign?: string | null; clickId?: string | null; ids?: Record<string, string> };
  /** Consent as given to the source, naming it and its form. */
  consent: { form: string };
  isTest?: boolean;
};
