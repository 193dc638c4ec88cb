'use client';

import dynamic from 'next/dynamic';
import type { LeafletMapProps } from './leaflet-map';
import styles from './location-map.module.css';

// Leaflet touches `window` on import, so it can only load in the browser.
const LeafletMap = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <div className={styles.placeholder}>Loading map…</div>,
});

export function LocationMap(props: LeafletMapProps) {
  return (
    <div className={styles.frame}>
      <LeafletMap {...props} />
    </div>
  );
}
