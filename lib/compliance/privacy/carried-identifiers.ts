import { phoneKeyOf } from '@/lib/platform/text/phone-key';

/** Runs of digits a phone may be written in: '+91 98100 00000', '098100-00000', '(0124) 400 0000', '9810000000'. */
const PHONE_LIKE = /\+?\d[\d ().-]{5,22}\d/g;
/** Whole e-mail addresses: another address that merely contains theirs ('not.asha@…', '…example.in.co') is not theirs. */
const EMAIL_LIKE = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * Whether free text an outside sender wrote (a lead-ads delivery's JSON, a portal mail) carries one of the
 * person's proven identifiers: an e-mail, in any case, or a phone however it was written (compared by its key,
 * as leads are). Used for what is held outside the leads table, where no column holds the identifier.
 */
export function carriesIdentifier(text: string, identifiers: { emails: string[]; phoneKeys: string[] }): boolean {
  const emails = new Set(identifiers.emails.map((email) => email.toLowerCase()));
  for (const match of text.matchAll(EMAIL_LIKE)) if (emails.has(match[0].toLowerCase())) return true;
  if (identifiers.phoneKeys.length === 0) return false;
  const keys = new Set(identifiers.phoneKeys);
  for (const match of text.matchAll(PHONE_LIKE)) {
    const key = phoneKeyOf(match[0]);
    if (key && keys.has(key)) return true;
  }
  return false;
}
