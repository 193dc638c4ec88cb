import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (X-Hub-Signature-256: `sha256=<hex>`) is the HMAC-SHA256 of the raw body with the
 * app secret. Compared in constant time, over the bytes as they arrived: a body re-serialised from
 * its JSON would not match what Meta signed.
 */
export function isMetaSignatureValid(rawBody: Buffer, header: string | null, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}
