import { emailAddress } from '@/lib/platform/validation/form-fields';

/**
 * The e-mail a source gave, trimmed and lower-cased, when it is an address the site can write to
 * (the website's own form rule, which the privacy notice's mail row also asks), else null. Every
 * source checks its e-mail with this at the door: Meta, Google, the API, spreadsheets, portal mails.
 */
export function usableEmailAddress(given: string | null | undefined): string | null {
  if (!given?.trim()) return null;
  const parsed = emailAddress.safeParse(given);
  return parsed.success ? parsed.data.toLowerCase() : null;
}
