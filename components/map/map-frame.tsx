'use client';

import { createLeafletContext, LeafletContext, type LeafletContextInterface } from '@react-leaflet/core';
import { Map as LeafletMap, type FitBoundsOptions, type LatLngBounds, type MapOptions } from 'leaflet';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint';

type Props = {
  /** The area the map opens on; read once, as react-leaflet's MapContainer does. */
  bounds: LatLngBounds;
  boundsOptions?: FitBoundsOptions;
  options?: MapOptions;
  className?: string;
  /** The map's accessible name. */
  label: string;
  /** Layers and markers (react-leaflet components), rendered once the map exists. */
  children?: ReactNode;
};

/**
 * react-leaflet's MapContainer in steps a slow phone takes without a long task. MapContainer creates the
 * Leaflet map in the ref callback of the commit that inserts its element, where reading the element's size
 * forces a layout of the whole page, and renders its layers synchronously in that same task (a state update
 * from a ref callback is synchronous). Here the element is committed first; the map is created in a task of
 * its own once the page has been laid out and painted, and the layers render in a transition, which React
 * renders in slices, after it.
 */
export function MapFrame({ bounds, boundsOptions, options, className, label, children }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const opening = useRef({ bounds, boundsOptions, options });
  const [context, setContext] = useState<LeafletContextInterface | null>(null);

  useEffect(() => {
    let map: LeafletMap | undefined;
    const cancel = afterNextPaint(() => {
      const { bounds, boundsOptions, options } = opening.current;
      map = new LeafletMap(element.current!, options);
      map.fitBounds(bounds, boundsOptions);
      const created = createLeafletContext(map);
      startTransition(() => setContext(created));
    });
    return () => {
      cancel();
      map?.remove();
    };
  }, []);

  return (
    // A named region: Leaflet makes the element focusable (its keyboard panning), and MapContainer, which
    // passes only className, id and style to it, left it without a name.
    <div ref={element} className={className} role="region" aria-label={label}>
      {context && <LeafletContext value={context}>{children}</LeafletContext>}
    </div>
  );
}
