'use client';

import { useCallback, useRef, useState } from 'react';
import type { SearchEntry } from '@/lib/content/types';

/**
 * The search entries, fetched from their published copy on first use rather than sent with the
 * page: most visitors never search, and the file is larger than the island that reads it.
 */
export function useSearchEntries(): { entries: SearchEntry[] | null; load: () => Promise<SearchEntry[]> } {
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const pending = useRef<Promise<SearchEntry[]> | null>(null);

  const load = useCallback(() => {
    pending.current ??= fetch('/data/searchData.json')
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
        return response.json() as Promise<SearchEntry[]>;
      })
      .then((loaded) => {
        setEntries(loaded);
        return loaded;
      })
      .catch((error: unknown) => {
        // SPEC section 8: a failed search file is only logged; the box keeps working as a plain form.
        console.error('Failed to load search data', error);
        pending.current = null;
        return [];
      });
    return pending.current;
  }, []);

  return { entries, load };
}
