'use client';

import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from './id-store';

// The strip's code (the catalogue, the cards with their images and icons) loads only in a browser that has viewed
// a project: it was about 6 KB gzipped of the home page's and the listing's first-load JavaScript.
const RecentlyViewedList = lazy(() => import('./recently-viewed-list'));

/**
 * The last project pages this browser opened. Drawn only after hydration, so it is placed
 * below the fold where appearing moves nothing the visitor is looking at.
 */
export function RecentlyViewed() {
  const ids = useRecentlyViewed();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList ids={ids} />
    </Suspense>
  );
}
