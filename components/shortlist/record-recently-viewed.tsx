'use client';

import { RECENT_KEY, RECENT_MAX, parseStoredIds, recordView, serializeIds } from '@/lib/site/shortlist/store';
import { useEffect } from 'react';

/**
 * Puts the open project page at the front of the browser's recently viewed list, at once (a visitor may leave
 * within a second). It writes the list itself rather than through id-store.ts, whose subscriptions nothing on a
 * project page reads: that module stays out of the page's first-load JavaScript (issue 43); other tabs still hear
 * of the change through the storage event.
 */
export function RecordRecentlyViewed({ id }: { id: string }) {
  useEffect(() => {
    try {
      const ids = parseStoredIds(window.localStorage.getItem(RECENT_KEY), RECENT_MAX);
      window.localStorage.setItem(RECENT_KEY, serializeIds(recordView(ids, id)));
    } catch {
      // Storage full or blocked: the list simply stays as it was.
    }
  }, [id]);
  return null;
}
