import 'server-only';
import { createHmac } from 'node:crypto';
import { rateLimiter } from '@/lib/limits/for-engine';
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
 * The keys a request's phone and e-mail are counted under: HMACs, so the limiter's table (shared on
 * PostgreSQL) never holds a person's contact details, and erasure has nothing there to find.
 */
export function contactLimitKeys(input: { phone?: string; email?: string }): string[] {
  const key = purposeKey('privacy-limit');
  const named = [phoneKeyOf(input.phone) && `phone:${phoneKeyOf(input.phone)}`, input.email && `email:${input.email}`];
  return named.filter((value): value is string => Boolean(value)).map((value) => createHmac('sha256', key).update(value).digest('base64url'));
}
