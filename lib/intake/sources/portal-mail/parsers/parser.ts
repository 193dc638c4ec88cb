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
  /** The domain its lead mails come from (subdomains included), which must also have signed them. */
  domain: string;
  /** The portal's enquiry form, recorded as the form the buyer gave consent on. */
  form: string;
  /** Whether a mail from its domain is a lead mail: by subject, never by body (a newsletter has one too). */
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

export type UnlabelledContact = { name: string | null; email: string | null; phone: string | null };

const looksLikeEmail = (line: string) => /^\S+@\S+\.\S+$/.test(line);
const looksLikePhone = (line: string) => /^\+?[\d(][\d\s().-]{6,}\d\b/.test(line);

/**
 * The buyer written as bare lines under a heading ("Details of the response", then the name, e-mail
 * and phone, one a line, unlabelled), up to the next labelled line; nothing when the heading is absent.
 */
export function unlabelledContact(mail: PortalMail, heading: RegExp): UnlabelledContact {
  const lines = mail.text.split(/\r?\n/).map((line) => line.trim());
  const start = lines.findIndex((line) => heading.test(line));
  const contact: UnlabelledContact = { name: null, email: null, phone: null };
  if (start < 0) return contact;
  for (const line of lines.slice(start + 1, start + 12)) {
    if (!line) continue;
    if (/^[^:]{1,40}:\s/.test(line)) break;
    if (looksLikeEmail(line)) contact.email ??= line;
    else if (looksLikePhone(line)) contact.phone ??= line;
    else if (/\p{L}/u.test(line)) contact.name ??= line;
  }
  return contact;
}
