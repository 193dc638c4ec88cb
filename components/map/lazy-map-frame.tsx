'use client';

import { useInView } from '@/components/ui/use-island-trigger';
import { useRef, type ReactNode } from 'react';
import styles from './location-map.module.css';

export function MapPlaceholder() {
  return <div className={styles.placeholder}>Loading map…</div>;
}

/**
 * A map's frame, which renders the map only once it comes near the viewport: Leaflet is heavy, and
 * a map far down a page should not cost its first load.
 */
export function LazyMapFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useInView(frame, 'near');
  return (
    <div ref={frame} className={styles.frame}>
      {near ? children : <MapPlaceholder />}
    </div>
  );
}
