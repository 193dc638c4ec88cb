'use client';

import type { MapMarker } from '@/lib/site/listing/map-markers';
import { lazy, Suspense } from 'react';
import { LazyMapFrame, MapPlaceholder } from './lazy-map-frame';

// Leaflet touches `window` on import, so it can only load in the browser: the frame renders it only once it nears
// the viewport, never on the server. React.lazy rather than next/dynamic, whose own code was first-load JavaScript.
const ListingLeafletMap = lazy(() => import('./listing-leaflet-map'));

/** A small map of several projects (a locality's), clustered like the listing's, without its search. */
export function ProjectsMap({ markers, label }: { markers: readonly MapMarker[]; label: string }) {
  return (
    <LazyMapFrame>
      <Suspense fallback={<MapPlaceholder />}>
        <ListingLeafletMap markers={markers} initialArea={null} label={label} />
      </Suspense>
    </LazyMapFrame>
  );
}
