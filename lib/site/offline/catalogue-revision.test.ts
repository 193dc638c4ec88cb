import { CATALOGUE_REVISION_HEADER, catalogueRevisionChange, REVISION_RECORD, revisionKeeper, type CacheStore } from './catalogue-revision';

describe('catalogueRevisionChange', () => {
  it('empties the data cache for an answer that shows another revision than the one it was filled under', () => {
    expect(catalogueRevisionChange('build', 'r2')).toBe('r2');
    expect(catalogueRevisionChange('r2', 'r3')).toBe('r3');
    // A restore, or an instance that has not installed the newest revision yet: still not what the cache holds.
    expect(catalogueRevisionChange('r3', 'r2')).toBe('r2');
  });

  it('empties a data cache of no recorded revision once an answer names one', () => {
    expect(catalogueRevisionChange(null, 'build')).toBe('build');
  });

  it('keeps the data cache for an answer of the same revision, or one that names none', () => {
    expect(catalogueRevisionChange('r2', 'r2')).toBeNull();
    expect(catalogueRevisionChange('r2', null)).toBeNull();
    expect(catalogueRevisionChange(null, null)).toBeNull();
    expect(catalogueRevisionChange('r2', '')).toBeNull();
  });
});

/** The Cache API as the worker sees it, in memory: caches by name, each an address -> body text. */
function memoryCaches(
  initial: Record<string, Record<string, string>> = {},
): CacheStore & { text: () => Record<string, Record<string, string>> } {
  const stored = new Map(Object.entries(initial).map(([name, entries]) => [name, new Map(Object.entries(entries))]));
  const open = (name: string) => stored.get(name) ?? stored.set(name, new Map()).get(name)!;
  return {
    match: async (request, { cacheName }) => {
      const body = stored.get(cacheName)?.get(request);
      return body === undefined ? undefined : new Response(body);
    },
    open: async (name) => {
      const entries = open(name);
      return { put: async (request, response) => void entries.set(request, await response.text()) };
    },
    delete: async (name) => stored.delete(name),
    text: () => Object.fromEntries([...stored].map(([name, entries]) => [name, Object.fromEntries(entries)])),
  };
}

const DATA = 'nestora-data';
const answer = (revision?: string) => new Response('{}', { headers: revision ? { [CATALOGUE_REVISION_HEADER]: revision } : {} });
const savedCards = { '/api/project-cards': '[{"price":"₹ 5.7 Cr"}]', '/api/search-index': '{"old":true}' };

describe('revisionKeeper', () => {
  it('empties the data cache and records the revision when an answer shows a newer one, and keeps it for the same one', async () => {
    const storage = memoryCaches({ [DATA]: { [REVISION_RECORD]: 'r1', ...savedCards }, 'nestora-images': { '/images/a.webp': 'a' } });
    const note = revisionKeeper(storage, DATA);
    expect(await note(answer('r2'))).toBe(true);
    expect(storage.text()).toEqual({ [DATA]: { [REVISION_RECORD]: 'r2' }, 'nestora-images': { '/images/a.webp': 'a' } });

    await (await storage.open(DATA)).put('/api/project-cards', new Response('[{"price":"₹ 6.2 Cr"}]'));
    expect(await note(answer('r2'))).toBe(false);
    expect(storage.text()[DATA]).toEqual({ [REVISION_RECORD]: 'r2', '/api/project-cards': '[{"price":"₹ 6.2 Cr"}]' });
  });

  it('keeps what was saved for an answer that names no revision', async () => {
    const storage = memoryCaches({ [DATA]: { [REVISION_RECORD]: 'r1', ...savedCards } });
    expect(await revisionKeeper(storage, DATA)(answer())).toBe(false);
    expect(storage.text()[DATA]).toEqual({ [REVISION_RECORD]: 'r1', ...savedCards });
  });

  it('empties a data cache filled before any revision was recorded, reading the record again after a restart', async () => {
    const storage = memoryCaches({ [DATA]: savedCards });
    expect(await revisionKeeper(storage, DATA)(answer('r4'))).toBe(true);
    // A worker started afresh has only the record to go by.
    expect(await revisionKeeper(storage, DATA)(answer('r4'))).toBe(false);
    expect(storage.text()[DATA]).toEqual({ [REVISION_RECORD]: 'r4' });
  });

  it('empties the cache once for several answers of a new revision arriving together', async () => {
    const storage = memoryCaches({ [DATA]: { [REVISION_RECORD]: 'r1', ...savedCards } });
    const note = revisionKeeper(storage, DATA);
    expect(await Promise.all([note(answer('r2')), note(answer('r2')), note(answer('r2'))])).toEqual([true, false, false]);
  });

  it('reads the record from the cache once in a worker’s life, not for every answer', async () => {
    const storage = memoryCaches({ [DATA]: { [REVISION_RECORD]: 'r1', ...savedCards } });
    const match = jest.spyOn(storage, 'match');
    const note = revisionKeeper(storage, DATA);
    for (const revision of ['r1', 'r1', 'r2', 'r2', 'r1']) await note(answer(revision));
    expect(match).toHaveBeenCalledTimes(1);
    expect(storage.text()[DATA]).toEqual({ [REVISION_RECORD]: 'r1' });
  });
});
