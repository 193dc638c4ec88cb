'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The listing map view's pane (its frame, the note shown without JavaScript and the status line): its code, with the
// map's, stays out of the listing's first-load JavaScript, which the list view shares.
export const DeferredListingMapPane = island(
  () => import('./listing-map-pane').then((module) => module.ListingMapPane),
  typeof window === 'undefined' ? (require('./listing-map-pane') as typeof import('./listing-map-pane')).ListingMapPane : undefined,
);
