'use client';

import { lazy, Suspense } from 'react';
import { LazyMapFrame, MapPlaceholder } from './lazy-map-frame';
import type { LeafletMapProps } from './leaflet-map';

// Leaflet touches `window` on import, so it can only load in the browser: the frame renders it only once it nears
// the viewport, never on the server. React.lazy rather than next/dynamic, whose own code was first-load JavaScript.
const LeafletMap = lazy(() => import('./leaflet-map'));

/** A project's own map, with its pin. */
export function LocationMap(props: LeafletMapProps) {
  return (
    <LazyMapFrame>
      <Suspense fallback={<MapPlaceholder />}>
        <LeafletMap {...props} />
      </Suspense>
    </LazyMapFrame>
  );
}
