'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import type { LeafletMapProps } from './leaflet-map';
import styles from './location-map.module.css';

function Placeholder() {
  return <div className={styles.placeholder}>Loading map…</div>;
}

// Leaflet touches `window` on import, so it can only load in the browser, and it is heavy, so
// only once the map's frame comes near the viewport.
const LeafletMap = dynamic(() => import('./leaflet-map'), { ssr: false, loading: Placeholder });

export function LocationMap(props: LeafletMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  return (
    <div ref={frame} className={styles.frame}>
      {near ? <LeafletMap {...props} /> : <Placeholder />}
    </div>
  );
}
