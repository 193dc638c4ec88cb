import { createHash, timingSafeEqual } from 'node:crypto';

export type AdminCredentials = { user?: string; password?: string };
type AdminAccess = 'disabled' | 'denied' | 'granted';

// Hashing first gives equal-length buffers, so the comparison time says nothing about the length
// or the content of the secret.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The user and password of a Basic `Authorization` header, or null when it is not one. */
export function basicCredentials(authorization: string | null): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * HTTP Basic auth for the staff pages. With no credentials configured the pages do not exist
 * ('disabled'), so a forgotten setting never leaves them open.
 */
export function adminAccess(authorization: string | null, expected: AdminCredentials): AdminAccess {
  if (!expected.user || !expected.password) return 'disabled';
  const given = basicCredentials(authorization);
  if (!given) return 'denied';
  const userMatches = sameSecret(given.user, expected.user);
  const passwordMatches = sameSecret(given.password, expected.password);
  return userMatches && passwordMatches ? 'granted' : 'denied';
}
