'use client';

import { lazy, Suspense } from 'react';
import type { ListingLeafletMapProps } from './listing-leaflet-map';
import { useLoadedAfterPaint } from './use-loaded-after-paint';

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

const ListingLeafletMap = lazy(loadMapModule);

/**
 * The listing's Leaflet map, rendered only in the browser (Leaflet touches `window` on import). Its code is
 * asked for after the hydrated page's first paint: next/dynamic's lazy component started fetching it in the
 * re-render that follows hydration, lengthening that long task, and ran it all in one more.
 */
export function DeferredListingLeafletMap(props: ListingLeafletMapProps) {
  const loaded = useLoadedAfterPaint(loadMapModule);
  return loaded ? (
    <Suspense fallback={null}>
      <ListingLeafletMap {...props} />
    </Suspense>
  ) : null;
}
