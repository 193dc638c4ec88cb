import type { PortalMail } from '../portal-mail';

export type PortalId = '99acres' | 'magicbricks' | 'housing';

/** What a portal's mail says about its buyer, as its parser reads it; cleaned and checked by lead-from-mail.ts. */
export type PortalLeadFields = {
  portalLeadId?: string | null;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  projectName?: string | null;
  city?: string | null;
  message?: string | null;
};

/** One portal's reader of lead mails. Register it in parsers/index.ts. */
export type PortalParser = {
  portal: PortalId;
  /** The portal's enquiry form, recorded as the form the buyer gave consent on. */
  form: string;
  /** Whether this is the portal's lead mail: by sender and subject, never by body (a newsletter has one too). */
  reads(mail: PortalMail): boolean;
  fields(mail: PortalMail): PortalLeadFields;
};

/** Whether the mail comes from the domain or one of its subdomains. */
export function sentFrom(mail: PortalMail, domain: string): boolean {
  const host = mail.from.split('@')[1] ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}

/** The first of the labels the mail has a value for. */
export function pick(mail: PortalMail, labels: string[]): string | null {
  for (const label of labels) {
    const value = mail.fields.get(label);
    if (value) return value;
  }
  return null;
}

/** The city of a locality written "Sector 65, Gurgaon": its last part. */
export function cityOfLocality(locality: string | null): string | null {
  const last = locality?.split(',').pop()?.trim();
  return last ? last : null;
}
