import { limiter } from '@/lib/platform/limits/limiter';
import { purposeKey } from '@/lib/platform/security/app-secret';
import { phoneKeyOf } from '@/lib/platform/text/phone-key';
import { createHmac } from 'node:crypto';
import 'server-only';

/** The daily share of verification mails one e-mail address may be sent (`privacy-mail-day` in the table of limits). */
export const privacyMailLimiter = () => limiter('privacy-mail-day');

const limitKey = (value: string) => createHmac('sha256', purposeKey('privacy-limit')).update(value).digest('base64url');

/**
 * The keys a request's phone and e-mail are counted under: HMACs, so the limiter's table (shared on
 * PostgreSQL) never holds a person's contact details, and erasure has nothing there to find.
 */
export function contactLimitKeys(input: { phone?: string; email?: string }): string[] {
  const named = [phoneKeyOf(input.phone) && `phone:${phoneKeyOf(input.phone)}`, input.email && `email:${input.email}`];
  return named.filter((value): value is string => Boolean(value)).map(limitKey);
}

/** The key an e-mail address's daily verification mails are counted under (an HMAC, as above). */
export const mailLimitKey = (email: string) => limitKey(`email:${email}`);
