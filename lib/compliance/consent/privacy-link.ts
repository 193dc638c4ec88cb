import { purposeKey } from '@/lib/platform/security/app-secret';
import { createHmac, timingSafeEqual } from 'node:crypto';
import 'server-only';

/** How long the link in a buyer's confirmation mail works. */
export const PRIVACY_LINK_DAYS = 90;
const LIFETIME_MS = PRIVACY_LINK_DAYS * 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const signatureOf = (payload: string) => createHmac('sha256', purposeKey('privacy-link')).update(payload).digest('base64url');

/** A token naming one lead, signed and valid for 90 days: `<lead id>.<expiry, unix seconds>.<HMAC>`. */
export function privacyLinkToken(leadId: string, now: Date = new Date()): string {
  const payload = `${leadId}.${Math.floor((now.getTime() + LIFETIME_MS) / 1000)}`;
  return `${payload}.${signatureOf(payload)}`;
}

export type PrivacyLinkCheck = { ok: true; leadId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function readPrivacyLinkToken(token: string, now: Date = new Date()): PrivacyLinkCheck {
  const [leadId = '', expiry = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(leadId) || !/^\d{1,12}$/.test(expiry)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signatureOf(`${leadId}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, leadId };
}

/** The page where the buyer can stop marketing or ask for erasure (the token in the query, so no route is built per lead). */
export function privacyLinkUrl(leadId: string, siteUrl: string, now?: Date): string {
  const url = new URL('/privacy/choices', siteUrl);
  url.searchParams.set('token', privacyLinkToken(leadId, now));
  return url.toString();
}
