import { Secret, TOTP } from 'otpauth';

// What Google Authenticator, Microsoft Authenticator and 1Password all read: SHA-1, 6 digits, 30 s.
const PERIOD = 30;
const DIGITS = 6;
const ISSUER = 'Nestora Realty';
/** Codes one step either side of now are accepted: a phone's clock may be a little off. */
const DRIFT_STEPS = 1;

const totp = (secret: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The secret in groups of four, for typing it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Whether the text is shaped like an authenticator code (six digits, spaces allowed). */
export function isTotpCode(text: string): boolean {
  return /^\d{6}$/.test(text.replace(/\s/g, ''));
}

/** The time step whose code this is (within the allowed drift), or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!isTotpCode(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
