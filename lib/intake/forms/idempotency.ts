import { createHash } from 'node:crypto';
import type { BodyFailure } from '../../platform/http/read-body';

/** How long a key is honoured: a retry comes within seconds or, from a phone that was offline, days. */
export const IDEMPOTENCY_WINDOW_MS = 7 * 24 * 60 * 60_000;

export type Idempotency = { key: string; requestHash: string };

// A UUID as browsers make them (crypto.randomUUID), or any other opaque token of that size.
const keyFormat = /^[A-Za-z0-9_-]{16,128}$/;

/** The request's Idempotency-Key header: absent, well-formed, or a 400 saying what it must be. */
export function readIdempotencyKey(headers: Headers): { ok: true; key?: string } | BodyFailure {
  const value = headers.get('idempotency-key');
  if (value === null) return { ok: true };
  const key = value.trim();
  if (!keyFormat.test(key)) {
    return { ok: false, status: 400, message: 'Idempotency-Key must be 16 to 128 letters, digits, hyphens or underscores (a UUID).' };
  }
  return { ok: true, key };
}

/** JSON with every object's keys sorted, so the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The sha256 of a body, to tell a retry (same body) from another request that reuses its key. */
export function requestHashOf(body: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}
