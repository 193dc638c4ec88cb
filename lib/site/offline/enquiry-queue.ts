/**
 * Enquiries that wait for the network: what is kept, when one counts as sent, and the order of sending.
 * The storage and the request are passed in, so the same rules run in the page and in the service worker
 * and are tested without either. Every attempt sends the entry's own Idempotency-Key, so however many
 * times an entry is sent (a page and the worker at once, a retry after a lost answer) the server stores
 * it once.
 */

export type QueuedEnquiry = {
  key: string;
  url: string;
  payload: unknown;
  /** The form's own success message, shown once the enquiry has been stored. */
  successMessage: string;
  queuedAt: number;
  /** Set when the server stored it; the entry stays until a page has told the visitor. */
  sentAt?: number;
};

export interface QueueStore {
  all(): Promise<QueuedEnquiry[]>;
  put(entry: QueuedEnquiry): Promise<void>;
  /**
   * Marks a waiting entry as sent, in one step; false when it is gone or already marked. A page and the
   * worker may send the same entry at once: only one of them marks it, and an entry a page has already
   * announced and removed is never brought back.
   */
  markSent(key: string, sentAt: number): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes and returns the sent entries in one step, so that two pages never announce the same one. */
  takeSent(): Promise<QueuedEnquiry[]>;
}

export type SendOutcome = { kind: 'response'; status: number } | { kind: 'network-error' };
export type Send = (entry: QueuedEnquiry) => Promise<SendOutcome>;

export type Verdict = 'sent' | 'wait' | 'rejected';

/**
 * 201 is stored (a replay of the same key included). No answer, 408, 429 and 5xx are worth trying later.
 * Any other answer will not change on a retry (the values were checked before they were queued), so the
 * entry is dropped rather than sent for ever.
 */
export function verdictOf(outcome: SendOutcome): Verdict {
  if (outcome.kind === 'network-error') return 'wait';
  if (outcome.status === 201) return 'sent';
  if (outcome.status === 408 || outcome.status === 429 || outcome.status >= 500) return 'wait';
  return 'rejected';
}

export type FlushResult = { sent: number; waiting: number; rejected: QueuedEnquiry[] };

/** Sends the waiting entries, oldest first, and stops at the first sign that the network is still away. */
export async function flushQueue(store: QueueStore, send: Send, now: () => number = Date.now): Promise<FlushResult> {
  const waiting = (await store.all()).filter((entry) => entry.sentAt === undefined).sort((a, b) => a.queuedAt - b.queuedAt);
  const result: FlushResult = { sent: 0, waiting: 0, rejected: [] };
  for (const [index, entry] of waiting.entries()) {
    const verdict = verdictOf(await send(entry));
    if (verdict === 'wait') {
      result.waiting = waiting.length - index;
      break;
    }
    if (verdict === 'sent') {
      if (await store.markSent(entry.key, now())) result.sent += 1;
    } else {
      await store.remove(entry.key);
      result.rejected.push(entry);
    }
  }
  return result;
}

/** The request for one entry: JSON with its Idempotency-Key, as the form would have sent it. */
export function requestInitOf(entry: QueuedEnquiry): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': entry.key },
    body: JSON.stringify(entry.payload),
    credentials: 'same-origin',
  };
}

/** A Send over fetch that never throws: a dropped connection is an outcome. */
export const sendWithFetch =
  (fetcher: typeof fetch): Send =>
  async (entry) => {
    try {
      const response = await fetcher(entry.url, requestInitOf(entry));
      return { kind: 'response', status: response.status };
    } catch {
      return { kind: 'network-error' };
    }
  };

/** The Background Sync tag under which the service worker sends the queue once the connection is back. */
export const ENQUIRY_SYNC_TAG = 'nestora-enquiries';
