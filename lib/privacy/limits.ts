import 'server-only';
import { createHmac } from 'node:crypto';
import { failureLimiter, rateLimiter } from '@/lib/limits/for-engine';
import { phoneKeyOf } from '@/lib/leads/phone-key';
import { purposeKey } from '@/lib/security/app-secret';
import { processState } from '@/lib/server/process-state';

/** Requests per minute one client address may make, and that may name one phone or e-mail. */
export const PRIVACY_REQUESTS_PER_MINUTE = { address: 5, contact: 3 } as const;

export function privacyLimiters() {
  return (processState().privacyLimiters ??= {
    address: rateLimiter('privacy-address', PRIVACY_REQUESTS_PER_MINUTE.address),
    contact: rateLimiter('privacy-contact', PRIVACY_REQUESTS_PER_MINUTE.contact),
  });
}

/**
 * Verification mails one e-mail address may be sent in 24 hours (issue 39): at 3 a minute alone, anyone could
 * have the site send an address 4,300 a day. Counted from the first, in a fixed window, before anything is queued.
 */
export const PRIVACY_MAILS_PER_DAY = { max: 5, windowMs: 24 * 60 * 60_000 } as const;

export function privacyMailLimiter() {
  return (processState().privacyMailsPerDay ??= failureLimiter('privacy-mail-day', PRIVACY_MAILS_PER_DAY));
}

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
