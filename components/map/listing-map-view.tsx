import type { MapMarker } from '@/lib/site/listing/map-markers';
import type { ListingQuery } from '@/lib/site/listing/query';
import type { ReactNode } from 'react';
import { DeferredListingMapPane } from './deferred-listing-map-pane';
import { LISTING_MAP_LIST_ID } from './listing-map-ids';
import styles from './listing-map.module.css';

type Props = {
  query: ListingQuery;
  markers: readonly MapMarker[];
  /** The results list (server-rendered cards whose items carry data-project). */
  children: ReactNode;
};

/**
 * The listing's map view: every matching project as a marker beside (wide screens) or above (phones) the list. The
 * list is the server's markup; the map's pane is an island (listing-map-pane.tsx), which finds the list by id.
 */
export function ListingMapView({ query, markers, children }: Props) {
  return (
    <div className={styles.view}>
      <DeferredListingMapPane query={query} markers={markers} />
      <div id={LISTING_MAP_LIST_ID} className={styles.list}>
        {children}
      </div>
    </div>
  );
}
