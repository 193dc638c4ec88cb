'use client';

import type { SearchEngine } from '@/lib/site/search/engine';
import { SEARCH_INDEX_PATH, type SearchIndexData } from '@/lib/site/search/index-data';
import { useCallback, useRef, useState } from 'react';

async function fetchIndex(): Promise<SearchIndexData> {
  const response = await fetch(SEARCH_INDEX_PATH);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as SearchIndexData;
}

/**
 * The search engine, loaded on first use rather than sent with the page: the matching code
 * (a separate chunk) and the index (a static JSON built from data/) arrive together when the box
 * first gets focus, so the home page's first-load JavaScript does not grow.
 */
export function useSearchEngine(): { engine: SearchEngine | null; load: () => Promise<SearchEngine | null> } {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const pending = useRef<Promise<SearchEngine | null> | null>(null);

  const load = useCallback(() => {
    pending.current ??= Promise.all([import('@/lib/site/search/engine'), fetchIndex()])
      .then(([{ createSearchEngine }, data]) => {
        const created = createSearchEngine(data);
        setEngine(created);
        return created;
      })
      .catch((error: unknown) => {
        // SPEC section 8: a failed search file is only logged; the box keeps working as a plain form.
        console.error('Failed to load search data', error);
        pending.current = null;
        return null;
      });
    return pending.current;
  }, []);

  return { engine, load };
}
