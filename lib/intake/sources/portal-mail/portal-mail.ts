import { env } from '@/lib/platform/env';
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
  /**
   * The receiving server's verdict: the topmost Authentication-Results header, or, when PORTAL_AUTHSERV_ID names the
   * server, the topmost one it wrote (RFC 8601's authserv-id); null when there is none.
   */
  authenticationResults: string | null;
};

function senderOf(email: Email): string {
  const from = email.from;
  const address = from?.address ?? from?.group?.[0]?.address ?? '';
  return address.trim().toLowerCase();
}

/** The authserv-id an Authentication-Results header opens with ("mx.google.com; dkim=pass …" → "mx.google.com"). */
function authservIdOf(header: string): string {
  return (
    (header.split(';')[0] ?? '')
      .replace(/\([^)]*\)/g, '')
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase() ?? ''
  );
}

/**
 * The verdict the parsers may trust. A sender can write Authentication-Results headers of their own, below the
 * receiving server's; when the mailbox's server is named, only its own headers count, so a mailbox whose server
 * adds none is not fooled by the forger's.
 */
export function receivingServerVerdict(headers: string[], authservId: string | undefined): string | null {
  if (!authservId) return headers[0] ?? null;
  return headers.find((header) => authservIdOf(header) === authservId.toLowerCase()) ?? null;
}

/** Parses a raw MIME message (as fetched over IMAP) into what the parsers read. */
export async function readPortalMail(raw: Buffer | string, authservId = env().PORTAL_AUTHSERV_ID): Promise<PortalMail> {
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
    authenticationResults: receivingServerVerdict(
      email.headers.filter((header) => header.key === 'authentication-results').map((header) => header.value),
      authservId,
    ),
  };
}
