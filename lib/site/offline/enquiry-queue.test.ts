import {
  flushQueue,
  requestInitOf,
  sendWithFetch,
  verdictOf,
  type QueueStore,
  type QueuedEnquiry,
  type SendOutcome,
} from './enquiry-queue';

function memoryStore(initial: QueuedEnquiry[] = []): QueueStore & { entries: Map<string, QueuedEnquiry> } {
  const entries = new Map(initial.map((entry) => [entry.key, entry]));
  return {
    entries,
    all: async () => [...entries.values()],
    put: async (entry) => void entries.set(entry.key, entry),
    markSent: async (key, sentAt) => {
      const entry = entries.get(key);
      if (!entry || entry.sentAt !== undefined) return false;
      entries.set(key, { ...entry, sentAt });
      return true;
    },
    remove: async (key) => void entries.delete(key),
    takeSent: async () => {
      const sent = [...entries.values()].filter((entry) => entry.sentAt !== undefined);
      for (const entry of sent) entries.delete(entry.key);
      return sent;
    },
  };
}

const entry = (key: string, queuedAt: number): QueuedEnquiry => ({
  key,
  url: '/api/enquiry',
  payload: { name: key },
  successMessage: 'Enquiry submitted successfully!',
  queuedAt,
});

const answers = (...outcomes: SendOutcome[]) => {
  const sent: string[] = [];
  const send = jest.fn(async (queued: QueuedEnquiry) => {
    sent.push(queued.key);
    return outcomes.shift() ?? { kind: 'network-error' as const };
  });
  return { send, sent };
};

const status = (code: number): SendOutcome => ({ kind: 'response', status: code });

describe('verdictOf', () => {
  it('counts 201 as stored, waits on no answer, timeouts, limits and server errors, and drops the rest', () => {
    expect(verdictOf(status(201))).toBe('sent');
    expect(verdictOf({ kind: 'network-error' })).toBe('wait');
    for (const code of [408, 429, 500, 503]) expect(verdictOf(status(code))).toBe('wait');
    for (const code of [400, 403, 413, 422]) expect(verdictOf(status(code))).toBe('rejected');
  });
});

describe('flushQueue', () => {
  it('sends the oldest first and marks each stored one as sent, keeping it until a page has announced it', async () => {
    const store = memoryStore([entry('b', 2), entry('a', 1)]);
    const { send, sent } = answers(status(201), status(201));
    const result = await flushQueue(store, send, () => 99);
    expect(sent).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 2, waiting: 0, rejected: [] });
    expect([...store.entries.values()].map((queued) => queued.sentAt)).toEqual([99, 99]);
    expect((await store.takeSent()).map((queued) => queued.key).sort()).toEqual(['a', 'b']);
    expect(store.entries.size).toBe(0);
  });

  it('stops at the first sign the network is still away, and keeps the rest waiting', async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2), entry('c', 3)]);
    const { send, sent } = answers(status(201), { kind: 'network-error' });
    const result = await flushQueue(store, send);
    expect(sent).toEqual(['a', 'b']);
    expect(result.waiting).toBe(2);
    expect(store.entries.get('b')?.sentAt).toBeUndefined();
    expect(store.entries.get('c')?.sentAt).toBeUndefined();
  });

  it('never sends an entry again once it was stored', async () => {
    const store = memoryStore([{ ...entry('a', 1), sentAt: 5 }, entry('b', 2)]);
    const { send, sent } = answers(status(201));
    await flushQueue(store, send);
    expect(sent).toEqual(['b']);
  });

  it('does not bring back an entry another sender stored and a page announced meanwhile', async () => {
    const store = memoryStore([entry('a', 1)]);
    // The other sender (a page, or the worker) stores and announces it while this one's request is out.
    const send = jest.fn(async () => {
      await store.markSent('a', 5);
      await store.takeSent();
      return status(201);
    });
    const result = await flushQueue(store, send);
    expect(result.sent).toBe(0);
    expect(store.entries.size).toBe(0);
    expect(await store.takeSent()).toEqual([]);
  });

  it('drops an entry the server refuses for good, and goes on with the next', async () => {
    const store = memoryStore([entry('a', 1), entry('b', 2)]);
    const { send } = answers(status(422), status(201));
    const result = await flushQueue(store, send);
    expect(result.rejected.map((queued) => queued.key)).toEqual(['a']);
    expect(store.entries.has('a')).toBe(false);
    expect(store.entries.get('b')?.sentAt).toBeDefined();
  });
});

describe('sending one entry', () => {
  it('sends the same JSON under the same Idempotency-Key on every attempt', async () => {
    const fetcher = jest.fn(async () => ({ status: 201 }) as Response);
    const send = sendWithFetch(fetcher as unknown as typeof fetch);
    const queued = entry('key-123456789abcdef', 1);
    await send(queued);
    await send(queued);
    expect(fetcher).toHaveBeenCalledTimes(2);
    const [first, second] = fetcher.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(first).toEqual(second);
    expect(first[0]).toBe('/api/enquiry');
    expect(first[1]).toEqual(requestInitOf(queued));
    expect((first[1].headers as Record<string, string>)['Idempotency-Key']).toBe('key-123456789abcdef');
    expect(JSON.parse(String(first[1].body))).toEqual({ name: 'key-123456789abcdef' });
  });

  it('turns a dropped connection into an outcome', async () => {
    const send = sendWithFetch((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(await send(entry('a', 1))).toEqual({ kind: 'network-error' });
  });
});
