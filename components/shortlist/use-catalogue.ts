'use client';

import type { ShortlistCard } from '@/lib/site/shortlist/card';
import { keepKnown } from '@/lib/site/shortlist/store';
import { useEffect, useState } from 'react';

export type Catalogue = ReadonlyMap<string, ShortlistCard>;

let request: Promise<Catalogue> | null = null;

/** The compact cards of every project, fetched once per page load (and cached by the browser). */
function loadCatalogue(): Promise<Catalogue> {
  request ??= fetch('/api/project-cards')
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      return response.json() as Promise<ShortlistCard[]>;
    })
    .then((cards) => new Map(cards.map((card) => [card.id, card])))
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

export type CatalogueState = { status: 'loading' | 'error' } | { status: 'ready'; cards: Catalogue };

/**
 * Loads the catalogue once there are ids to show, and quietly drops stored ids the data no
 * longer has (`store` gets the kept list only when something was dropped).
 */
export function useCatalogue(ids: readonly string[], store: (kept: readonly string[]) => void): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const needed = ids.length > 0;

  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadCatalogue().then(
      (cards) => {
        if (live) setState({ status: 'ready', cards });
      },
      (error: unknown) => {
        console.error('Failed to load local data', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const kept = keepKnown(ids, new Set(state.cards.keys()));
    if (kept.length !== ids.length) store(kept);
  }, [ids, state, store]);

  return state;
}
