'use client';

import dynamic from 'next/dynamic';

/**
 * The map view's shell, in a chunk of its own: the listing page imports this loader, so the list view
 * (which never renders it) does not download the map view's code. Server-rendered, so the list inside
 * it is in the HTML.
 */
export const ListingMapView = dynamic(() => import('./listing-map-view').then((module) => module.ListingMapView));
