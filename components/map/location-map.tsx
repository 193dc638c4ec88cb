'use client';

import dynamic from 'next/dynamic';
import { LazyMapFrame, MapPlaceholder } from './lazy-map-frame';
import type { LeafletMapProps } from './leaflet-map';

// Leaflet touches `window` on import, so it can only load in the browser.
const LeafletMap = dynamic(() => import('./leaflet-map'), { ssr: false, loading: MapPlaceholder });

/** A project's own map, with its pin. */
export function LocationMap(props: LeafletMapProps) {
  return (
    <LazyMapFrame>
      <LeafletMap {...props} />
    </LazyMapFrame>
  );
}
