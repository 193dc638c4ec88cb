'use client';

import type { MapMarker } from '@/lib/site/listing/map-markers';
import dynamic from 'next/dynamic';
import { LazyMapFrame, MapPlaceholder } from './lazy-map-frame';

// Leaflet touches `window` on import, so it can only load in the browser.
const ListingLeafletMap = dynamic(() => import('./listing-leaflet-map'), { ssr: false, loading: MapPlaceholder });

/** A small map of several projects (a locality's), clustered like the listing's, without its search. */
export function ProjectsMap({ markers, label }: { markers: readonly MapMarker[]; label: string }) {
  return (
    <LazyMapFrame>
      <ListingLeafletMap markers={markers} initialArea={null} label={label} />
    </LazyMapFrame>
  );
}
