'use client';

import { island } from '@/components/ui/island';
import { useRecentlyViewed } from './id-store';

// The strip's code (the catalogue, the cards with their images and icons) loads only in a browser that has viewed
// a project: it was about 6 KB gzipped of the home page's and the listing's first-load JavaScript. An island the
// browser alone renders.
const RecentlyViewedList = island(
  () => import('./recently-viewed-list').then((module) => module.default),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (components/ui/island.tsx)
  typeof window === 'undefined' ? (require('./recently-viewed-list') as typeof import('./recently-viewed-list')).default : undefined,
);

/**
 * The last project pages this browser opened. Drawn only after hydration, so it is placed
 * below the fold where appearing moves nothing the visitor is looking at.
 */
export function RecentlyViewed() {
  const ids = useRecentlyViewed();
  if (ids.length === 0) return null;
  return <RecentlyViewedList ids={ids} />;
}
