'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The shortlist's pieces on the public pages (issue 43): the server renders them in full (a heart is well under
// React's 500-byte outlining limit, the recently viewed strip renders nothing), and their code, with the device's lists, is fetched
// once the page has loaded or at the first tap (components/ui/island.tsx). A tap on a heart meanwhile is held and
// replayed once the heart shows what the device saved (browser/hydration-loader/tap-replay.ts).
export const DeferredShortlistToggle = island(
  () => import('./shortlist-toggle').then((module) => module.ShortlistToggle),
  typeof window === 'undefined' ? (require('./shortlist-toggle') as typeof import('./shortlist-toggle')).ShortlistToggle : undefined,
);
export const DeferredRecentlyViewed = island(
  () => import('./recently-viewed').then((module) => module.RecentlyViewed),
  typeof window === 'undefined' ? (require('./recently-viewed') as typeof import('./recently-viewed')).RecentlyViewed : undefined,
);
