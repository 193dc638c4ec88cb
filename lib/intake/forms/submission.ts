import { env } from '@/lib/platform/env';
import { clientAddress, isCrossSite } from '@/lib/platform/http/network-edge';
import { limiter } from '@/lib/platform/limits/limiter';
import { readFormBody, readJsonBody, type BodyFailure } from '../../platform/http/read-body';
import type { CreateResult } from './enquiry-store';
import { readIdempotencyKey, requestHashOf, type Idempotency } from './idempotency';

export type Create = (body: Record<string, unknown>, options: { idempotency?: Idempotency }) => Promise<CreateResult>;

export type SubmissionOutcome =
  | { kind: 'created'; id: string; replayed?: boolean }
  | { kind: 'key-reused' }
  | { kind: 'cross-site' }
  | { kind: 'invalid'; fieldErrors: Record<string, string | undefined> }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unreadable'; failure: BodyFailure }
  | { kind: 'unavailable' };

/**
 * The steps every submission goes through, whatever its format: refusing pages of other sites
 * (a form on evil.example must not post in a visitor's name), the per-client budget, a
 * bounded read of the body, validation and storage. Storage failures become an outcome, never
 * an exception, so the caller always has an answer to give.
 */
export async function submit(
  request: Request,
  kind: 'enquiry' | 'application',
  format: 'json' | 'form',
  create: Create,
): Promise<SubmissionOutcome> {
  const hops = env().TRUSTED_PROXY_HOPS;
  if (isCrossSite(request.headers, hops)) return { kind: 'cross-site' };
  let decision;
  try {
    decision = await limiter(kind).check(clientAddress(request.headers, hops));
  } catch (error) {
    // Shared limits live in the database (PostgreSQL): if it cannot count, it cannot store either.
    console.error(`Could not check the ${kind} rate limit`, error);
    return { kind: 'unavailable' };
  }
  if (!decision.ok) return { kind: 'rate-limited', retryAfterSeconds: decision.retryAfterSeconds };
  // A client that may send twice (a retry, a queue that resends once back online) names the request.
  const key = format === 'json' ? readIdempotencyKey(request.headers) : { ok: true as const };
  if (!key.ok) return { kind: 'unreadable', failure: key };
  const body = format === 'json' ? await readJsonBody(request) : await readFormBody(request);
  if (!body.ok) return { kind: 'unreadable', failure: body };
  const idempotency = key.key ? { key: key.key, requestHash: requestHashOf(body.value) } : undefined;
  try {
    const result = await create(body.value, { idempotency });
    if (result.ok) return { kind: 'created', id: result.id, replayed: result.replayed };
    return 'keyReused' in result ? { kind: 'key-reused' } : { kind: 'invalid', fieldErrors: result.fieldErrors };
  } catch (error) {
    console.error(`Could not store ${kind}`, error);
    return { kind: 'unavailable' };
  }
}
