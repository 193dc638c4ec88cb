import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 a secret token (a mailed link's, a session's) is stored as: a copy of the table opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token for a link sent by mail, and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** Whether a path segment can be a token from newLinkToken (43 base64url characters). */
export const isLinkToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
