/**
 * The catalogue revision an answer shows, as the server names it (server/page-responder.ts), and what the service
 * worker makes of it. The worker answers its data (the shortlist's cards, the search index, the /data copies) stale
 * while revalidating, so after a publish a visitor's first search or shortlist would show the old prices. Instead it
 * records the revision its data cache was filled under, and empties that cache when an answer from the network shows
 * another one: before the page that brought the news can ask for its data.
 */

export const CATALOGUE_REVISION_HEADER = 'Catalogue-Revision';

/**
 * The revision to empty the data cache for and record, given the one it was filled under (`kept`; null when none is
 * recorded, say, filled by a worker older than the header, so of no known revision) and the one an answer from the
 * network shows (`shown`; null when it names none); null to leave the cache as it is. Revisions are opaque keys: any
 * other one than the recorded, newer or (a restore, an instance not yet caught up) older, is not what the data holds.
 * Offline nothing comes from the network, so what was saved stays.
 */
export function catalogueRevisionChange(kept: string | null, shown: string | null): string | null {
  return shown && shown !== kept ? shown : null;
}

/** The part of the Cache API the record needs (the worker's `caches`). */
export type CacheStore = {
  match(request: string, options: { cacheName: string }): Promise<Response | undefined>;
  open(cacheName: string): Promise<{ put(request: string, response: Response): Promise<void> }>;
  delete(cacheName: string): Promise<boolean>;
};

// Kept as an entry of the data cache itself: the worker's memory does not outlive its restarts, and the record goes
// when the data it speaks of goes. An address no route answers (request-kind.ts bypasses /serwist).
export const REVISION_RECORD = '/serwist/catalogue-revision';

/**
 * Gives the function the worker calls with each answer from the network: it empties the data cache (`cacheName`)
 * when the answer shows another catalogue revision than the one recorded, records that one, and resolves to whether
 * it did. One answer at a time, so that the several answers of a new revision empty the cache once, not one
 * another's fresh entries.
 */
export function revisionKeeper(storage: CacheStore, cacheName: string): (response: Response) => Promise<boolean> {
  let noted = Promise.resolve(false);
  // The record as this worker last read or wrote it: read from the cache once per worker life, not per answer (only
  // this keeper writes it).
  let recorded: string | null | undefined;
  return (response) => {
    const shown = response.headers.get(CATALOGUE_REVISION_HEADER);
    noted = noted
      .then(async () => {
        recorded ??= (await (await storage.match(REVISION_RECORD, { cacheName }))?.text()) ?? null;
        const changed = catalogueRevisionChange(recorded, shown);
        if (changed === null) return false;
        recorded = undefined;
        await storage.delete(cacheName);
        await (await storage.open(cacheName)).put(REVISION_RECORD, new Response(changed));
        recorded = changed;
        return true;
      })
      .catch(() => false);
    return noted;
  };
}
