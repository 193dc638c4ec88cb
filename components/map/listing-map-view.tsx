'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import type { GeoBounds } from '@/lib/site/content/types';
import { formatBbox } from '@/lib/site/listing/bbox';
import type { MapMarker } from '@/lib/site/listing/map-markers';
import { listingHref, type ListingQuery } from '@/lib/site/listing/query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { DeferredListingLeafletMap } from './deferred-listing-leaflet-map';
import styles from './listing-map.module.css';
import { projectAt } from './project-at';

type Props = {
  query: ListingQuery;
  markers: readonly MapMarker[];
  /** The results list (server-rendered cards whose items carry data-project). */
  children: ReactNode;
};

/**
 * The listing's map view: every matching project as a marker beside (wide screens) or above (phones)
 * the list. With "Search as I move the map" on, each pan or zoom puts the visible area in the URL
 * (bbox=) and the server lists what lies inside it.
 */
export function ListingMapView({ query, markers, children }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(query.bbox !== null);
  const [initialArea] = useState(query.bbox);
  const area = useRef<GeoBounds | null>(null);
  const list = useRef<HTMLDivElement>(null);
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

  // A marker's hover or focus marks its card; the card's own hover and focus are handled below.
  useEffect(() => {
    for (const item of list.current?.querySelectorAll<HTMLElement>('[data-project]') ?? []) {
      item.toggleAttribute('data-highlighted', item.dataset.project === highlighted);
    }
  });

  const count = markers.length;
  return (
    <div className={styles.view}>
      <div className={styles.mapPane}>
        <div className={styles.frame}>
          <noscript>
            <p className={styles.note}>The map needs JavaScript. The matching projects are listed below.</p>
          </noscript>
          <DeferredListingLeafletMap
            markers={markers}
            initialArea={initialArea}
            label={`Map of ${count} matching ${count === 1 ? 'project' : 'projects'}`}
            highlighted={highlighted}
            onHighlight={setHighlighted}
            onArea={onArea}
          />
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
      <div
        ref={list}
        className={styles.list}
        onMouseOver={(event) => setHighlighted(projectAt(event.target))}
        onMouseLeave={() => setHighlighted(null)}
        onFocus={(event) => setHighlighted(projectAt(event.target))}
        onBlur={() => setHighlighted(null)}
      >
        {children}
      </div>
    </div>
  );
}
