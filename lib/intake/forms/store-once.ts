import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import type { CreateResult } from './enquiry-store';
import { IDEMPOTENCY_WINDOW_MS, type Idempotency } from './idempotency';

type KeyedRow = { id: string; requestHash: string | null; createdAt: Date };

/** How one kind of stored submission (enquiries, job applications) keeps the Idempotency-Key it came with. */
export type KeyedRecords = {
  findByKey(key: string): Promise<KeyedRow | null>;
  /** Frees a key older than the window, so that it can name a new submission. */
  forgetKey(id: string, key: string): Promise<unknown>;
};

/**
 * The answer an earlier request with this key already got, if any: its record again (a retry), or
 * keyReused when it came with another body. A key older than the window is forgotten here.
 */
async function priorAnswer(records: KeyedRecords, { key, requestHash }: Idempotency, now: Date): Promise<CreateResult | null> {
  const prior = await records.findByKey(key);
  if (!prior) return null;
  if (prior.createdAt.getTime() < now.getTime() - IDEMPOTENCY_WINDOW_MS) {
    await records.forgetKey(prior.id, key);
    return null;
  }
  return prior.requestHash === requestHash ? { ok: true, id: prior.id, replayed: true } : { ok: false, keyReused: true };
}

/**
 * Runs `store` unless an earlier request with the same key was stored, whose answer is given instead.
 * Requests racing with one key may all pass the first look: the key's unique index lets one row in, and
 * the others then find it.
 */
export async function storeOnce(
  records: KeyedRecords,
  idempotency: Idempotency | undefined,
  store: () => Promise<string>,
): Promise<CreateResult> {
  const now = new Date();
  if (idempotency) {
    const prior = await priorAnswer(records, idempotency, now);
    if (prior) return prior;
  }
  try {
    return { ok: true, id: await store() };
  } catch (error) {
    if (!idempotency || !isUniqueViolation(error)) throw error;
    const prior = await priorAnswer(records, idempotency, now);
    if (!prior) throw error;
    return prior;
  }
}
