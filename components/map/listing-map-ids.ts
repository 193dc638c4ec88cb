/** The listing map view's list of results, which its pane (listing-map-pane.tsx) finds by id. */
export const LISTING_MAP_LIST_ID = 'listing-map-list';
