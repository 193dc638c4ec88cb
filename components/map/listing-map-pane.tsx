'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import type { GeoBounds } from '@/lib/site/content/types';
import { formatBbox } from '@/lib/site/listing/bbox';
import type { MapMarker } from '@/lib/site/listing/map-markers';
import { listingHref, type ListingQuery } from '@/lib/site/listing/query';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { LISTING_MAP_LIST_ID } from './listing-map-ids';
import styles from './listing-map.module.css';
import { projectAt } from './project-at';

let loading: Promise<typeof import('./listing-leaflet-map')> | undefined;

/**
 * Leaflet first, in a task of its own, then the map's React code: run in one go they were one long task on a
 * phone, most of it Leaflet's. A failed load is tried again by the next map that asks.
 */
function loadMapModule() {
  loading ??= import('leaflet')
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./listing-leaflet-map'))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

// Leaflet touches `window` on import, so the map has no server half for an island (components/ui/island.tsx): the
// maps' one exception, React.lazy, rendered once the pane has hydrated, never on the server.
const ListingLeafletMap = lazy(loadMapModule);

type Props = { query: ListingQuery; markers: readonly MapMarker[] };

/**
 * The listing map view's pane (listing-map-view.tsx): every matching project as a marker beside (wide screens) or
 * above (phones) the list, the server's markup, found by id (its items carry data-project). With "Search as I move the
 * map" on, each pan or zoom puts the visible area in the URL (bbox=) and the server lists what lies inside it.
 */
export function ListingMapPane({ query, markers }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(query.bbox !== null);
  const [initialArea] = useState(query.bbox);
  const area = useRef<GeoBounds | null>(null);
  // The map reports moves through a callback made once; these give it the current URL and switch.
  const queryRef = useRef(query);
  const searchAsMoveRef = useRef(searchAsMove);
  useEffect(() => {
    queryRef.current = query;
    searchAsMoveRef.current = searchAsMove;
  });

  // Back and forward move through URLs with and without a bbox: the switch follows.
  const bboxInUrl = query.bbox !== null;
  const [shownBboxInUrl, setShownBboxInUrl] = useState(bboxInUrl);
  if (bboxInUrl !== shownBboxInUrl) {
    setShownBboxInUrl(bboxInUrl);
    setSearchAsMove(bboxInUrl);
  }

  const showArea = useCallback(
    (bbox: GeoBounds | null) => {
      const current = queryRef.current;
      const unchanged = (bbox && current.bbox && formatBbox(bbox) === formatBbox(current.bbox)) || (!bbox && !current.bbox);
      if (unchanged) return;
      startTransition(() => router.replace(listingHref({ ...current, bbox, page: 1 }), { scroll: false }));
    },
    [router],
  );

  const onArea = useCallback(
    (visible: GeoBounds, moved: boolean) => {
      area.current = visible;
      if (moved && searchAsMoveRef.current) showArea(visible);
    },
    [showArea],
  );

  function toggleSearchAsMove(on: boolean) {
    setSearchAsMove(on);
    showArea(on ? area.current : null);
  }

  // A marker's hover or focus marks its card.
  useEffect(() => {
    for (const item of document.getElementById(LISTING_MAP_LIST_ID)?.querySelectorAll<HTMLElement>('[data-project]') ?? []) {
      item.toggleAttribute('data-highlighted', item.dataset.project === highlighted);
    }
  });
  // A card's hover or focus marks its marker.
  useEffect(() => {
    const list = document.getElementById(LISTING_MAP_LIST_ID);
    if (!list) return;
    const point = (event: Event) => setHighlighted(projectAt(event.target));
    const leave = () => setHighlighted(null);
    const listeners = { mouseover: point, mouseleave: leave, focusin: point, focusout: leave };
    for (const [type, listener] of Object.entries(listeners)) list.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) list.removeEventListener(type, listener);
    };
  }, []);

  const count = markers.length;
  return (
    <div className={styles.mapPane}>
      <div className={styles.frame}>
        <noscript>
          <p className={styles.note}>The map needs JavaScript. The matching projects are listed below.</p>
        </noscript>
        {hydrated && (
          <Suspense fallback={null}>
            <ListingLeafletMap
              markers={markers}
              initialArea={initialArea}
              label={`Map of ${count} matching ${count === 1 ? 'project' : 'projects'}`}
              highlighted={highlighted}
              onHighlight={setHighlighted}
              onArea={onArea}
            />
          </Suspense>
        )}
        {hydrated && (
          <label className={styles.moveToggle}>
            <input type="checkbox" checked={searchAsMove} onChange={(event) => toggleSearchAsMove(event.target.checked)} />
            Search as I move the map
          </label>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {pending ? 'Updating the list for this part of the map…' : ''}
      </p>
    </div>
  );
}
