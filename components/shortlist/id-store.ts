'use client';

import {
  RECENT_KEY,
  RECENT_MAX,
  SHORTLIST_KEY,
  SHORTLIST_MAX,
  parseStoredIds,
  serializeIds,
  toggleId,
  type ToggleOutcome,
} from '@/lib/site/shortlist/store';
import { useSyncExternalStore } from 'react';

const EMPTY: readonly string[] = [];

/**
 * One list of ids in localStorage as an external store: every toggle, badge and page reading
 * it agrees without a context provider, and other tabs' changes arrive through `storage`.
 */
function createIdStore(key: string, max: number) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

  const read = () => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const getSnapshot = () => {
    const raw = read();
    if (raw !== cache.raw) cache = { raw, ids: parseStoredIds(raw, max) };
    return cache.ids;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    update(change: (ids: readonly string[]) => readonly string[]) {
      const next = change(getSnapshot());
      try {
        window.localStorage.setItem(key, serializeIds(next));
      } catch {
        // Storage full or blocked: the list simply stays as it was.
      }
      notify();
    },
  };
}

type IdStore = ReturnType<typeof createIdStore>;

const shortlist = createIdStore(SHORTLIST_KEY, SHORTLIST_MAX);
const recent = createIdStore(RECENT_KEY, RECENT_MAX);

const useIds = (store: IdStore) => useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

/** The shortlisted ids, in the order they were added; empty on the server and while hydrating. */
export const useShortlist = () => useIds(shortlist);
/** The last project pages opened, most recent first. */
export const useRecentlyViewed = () => useIds(recent);

export function toggleShortlist(id: string): ToggleOutcome {
  let outcome: ToggleOutcome = 'full';
  shortlist.update((ids) => {
    const result = toggleId(ids, id);
    outcome = result.outcome;
    return result.ids;
  });
  return outcome;
}

/**
 * Puts the project on the shortlist (wanted) or takes it off, whatever the list holds now: a heart does what it
 * showed when tapped, even if the list changed since it rendered (a tap made before hydration, replayed while the
 * heart still shows the server's "add" for a project the device had shortlisted on an earlier visit).
 */
export function setShortlisted(id: string, wanted: boolean): ToggleOutcome {
  let outcome: ToggleOutcome = wanted ? 'added' : 'removed';
  shortlist.update((ids) => {
    if (ids.includes(id) === wanted) return ids;
    const result = toggleId(ids, id);
    outcome = result.outcome;
    return result.ids;
  });
  return outcome;
}

export function setShortlist(ids: readonly string[]) {
  shortlist.update(() => ids);
}

export function setRecentlyViewed(ids: readonly string[]) {
  recent.update(() => ids);
}
