'use client';

import { useIdle } from '@/components/ui/use-island-trigger';
import type { GeoBounds } from '@/lib/site/content/types';
import type { MapMarker } from '@/lib/site/listing/map-markers';
import { latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { lazy, Suspense, useState } from 'react';
import { TileLayer } from 'react-leaflet';
import styles from './listing-map.module.css';
import { MapFrame } from './map-frame';
import { useTileSettings } from './use-tile-settings';

export type ListingLeafletMapProps = {
  markers: readonly MapMarker[];
  /** The area to open on (a shared link's bbox); otherwise the map fits every marker. */
  initialArea: GeoBounds | null;
  label: string;
  /** The project whose card the visitor points at (the listing's map view). */
  highlighted?: string | null;
  onHighlight?: (project: string | null) => void;
  /** The visible area: once when the map is ready (moved: false), then after every pan or zoom. */
  onArea?: (area: GeoBounds, moved: boolean) => void;
};

// Delhi NCR, for a search nothing matched.
const REGION: GeoBounds = { south: 28.2, west: 76.8, north: 28.9, east: 77.6 };

const toLatLngBounds = (area: GeoBounds) => latLngBounds([area.south, area.west], [area.north, area.east]);

function markersArea(markers: readonly MapMarker[]): GeoBounds | null {
  if (markers.length === 0) return null;
  const latitudes = markers.map((marker) => marker.latitude);
  const longitudes = markers.map((marker) => marker.longitude);
  return {
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
}

// The markers, with their code (clusters, popups, images), once the browser is idle after the map is drawn:
// creating the map and its markers in one go was one long task on a phone.
const ListingMapMarkers = lazy(() => import('./listing-map-markers').then((module) => ({ default: module.ListingMapMarkers })));

export default function ListingLeafletMap({ markers, initialArea, label, ...rest }: ListingLeafletMapProps) {
  const tiles = useTileSettings();
  const [opening] = useState(() => toLatLngBounds(initialArea ?? markersArea(markers) ?? REGION));
  const idle = useIdle();
  return (
    <MapFrame
      bounds={opening}
      boundsOptions={{ paddingTopLeft: [24, 48], paddingBottomRight: [24, 16] }}
      options={{ scrollWheelZoom: true }}
      className={styles.map}
      label={label}
    >
      {tiles && <TileLayer attribution={tiles.attribution} url={tiles.url} />}
      {idle && (
        <Suspense fallback={null}>
          <ListingMapMarkers markers={markers} {...rest} />
        </Suspense>
      )}
    </MapFrame>
  );
}
