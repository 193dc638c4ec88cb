import { phoneKeyOf } from '@/lib/platform/text/phone-key';

/** Runs of digits a phone may be written in: '+91 98100 00000', '098100-00000', '(0124) 400 0000', '9810000000'. */
const PHONE_LIKE = /\+?\d[\d ().-]{5,22}\d/g;
/**
 * What separates one e-mail address from the text around it: any character an address cannot hold. Splitting on it
 * is linear in the text (a pattern that searched for addresses backtracked quadratically over a long run of letters,
 * and a lead-ads delivery may be a megabyte).
 */
const NOT_IN_ADDRESS = /[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]+/;

/**
 * Whether free text an outside sender wrote (a lead-ads delivery's JSON, a portal mail) carries one of the
 * person's proven identifiers: an e-mail, in any case, or a phone however it was written (compared by its key,
 * as leads are). Used for what is held outside the leads table, where no column holds the identifier.
 */
export function carriesIdentifier(text: string, identifiers: { emails: string[]; phoneKeys: string[] }): boolean {
  // Whole addresses: another that merely contains theirs ('not.asha@…', '…example.in.co') is not theirs.
  const emails = new Set(identifiers.emails.map((email) => email.toLowerCase()));
  if (emails.size > 0 && text.includes('@')) {
    for (const token of text.split(NOT_IN_ADDRESS)) {
      if (token.includes('@') && emails.has(token.replace(/^\.+|\.+$/g, '').toLowerCase())) return true;
    }
  }
  if (identifiers.phoneKeys.length === 0) return false;
  const keys = new Set(identifiers.phoneKeys);
  for (const match of text.matchAll(PHONE_LIKE)) {
    // A cheap look first (a key is the last ten digits of an Indian number, or E.164), so a long run of digits
    // costs no libphonenumber parse per slice of it; libphonenumber confirms a candidate.
    const digits = match[0].replace(/\D/g, '');
    const candidates = [digits.slice(-10), `+${digits}`, `+${digits.replace(/^00/, '')}`];
    if (!candidates.some((candidate) => keys.has(candidate))) continue;
    const key = phoneKeyOf(match[0]);
    if (key && keys.has(key)) return true;
  }
  return false;
}
