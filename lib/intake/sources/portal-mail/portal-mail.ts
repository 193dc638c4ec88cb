import { createHash } from 'node:crypto';
import PostalMime, { type Email } from 'postal-mime';
import { htmlToText, labelledFields } from './mail-fields';

/** A mail as the portal parsers see it: who sent it, what it says, and its labelled fields. */
export type PortalMail = {
  /** The Message-ID header, or, when a mail has none, one made from its content so it is still stored once. */
  messageId: string;
  /** The sender's address, lower case. */
  from: string;
  subject: string;
  /** When the portal sent it (the Date header), or null when missing or unreadable. */
  sentAt: Date | null;
  /** The text part, or the HTML part's text when there is no text part. */
  text: string;
  /** "label: value" pairs of the text part and the HTML tables, labels lower case without the colon. */
  fields: Map<string, string>;
  /** The topmost Authentication-Results header (the receiving server's verdict), or null when there is none. */
  authenticationResults: string | null;
};

function senderOf(email: Email): string {
  const from = email.from;
  const address = from?.address ?? from?.group?.[0]?.address ?? '';
  return address.trim().toLowerCase();
}

/** Parses a raw MIME message (as fetched over IMAP) into what the parsers read. */
export async function readPortalMail(raw: Buffer | string): Promise<PortalMail> {
  const email = await PostalMime.parse(typeof raw === 'string' ? raw : new Uint8Array(raw));
  const date = email.date ? new Date(email.date) : null;
  const text = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : '';
  return {
    messageId: email.messageId?.trim() || `<sha256-${createHash('sha256').update(raw).digest('hex')}@portal-mail.invalid>`,
    from: senderOf(email),
    subject: (email.subject ?? '').trim(),
    sentAt: date && !Number.isNaN(date.getTime()) ? date : null,
    text,
    fields: labelledFields(email.text ?? '', email.html ?? ''),
    authenticationResults: email.headers.find((header) => header.key === 'authentication-results')?.value ?? null,
  };
}
