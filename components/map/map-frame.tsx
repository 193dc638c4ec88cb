'use client';

import { createLeafletContext, LeafletContext, type LeafletContextInterface } from '@react-leaflet/core';
import { Control, Map as LeafletMap, type FitBoundsOptions, type LatLngBounds, type MapOptions } from 'leaflet';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { inFrames } from './after-next-paint';

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
 * from a ref callback is synchronous): one long task. Here the element is committed first; the map is then
 * made in three tasks, each after the page has been laid out and painted (created, fitted to its area, given
 * its controls), and the layers render in a transition, which React renders in slices, after them.
 */
export function MapFrame({ bounds, boundsOptions, options, className, label, children }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const opening = useRef({ bounds, boundsOptions, options });
  const [context, setContext] = useState<LeafletContextInterface | null>(null);

  useEffect(() => {
    const { bounds, boundsOptions, options } = opening.current;
    let map: LeafletMap | undefined;
    const cancel = inFrames([
      // Its panes and handlers; no controls yet (they are most of the rest of the constructor's work).
      () => {
        map = new LeafletMap(element.current!, { ...options, zoomControl: false, attributionControl: false });
      },
      // Fitting reads the element's size, a layout: on a page laid out again after the step above.
      () => map!.fitBounds(bounds, boundsOptions),
      // The controls Leaflet would have added (react-leaflet's layers report their attribution to the second),
      // then the layers.
      () => {
        map!.zoomControl = new Control.Zoom().addTo(map!);
        new Control.Attribution().addTo(map!);
        const created = createLeafletContext(map!);
        startTransition(() => setContext(created));
      },
    ]);
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
