'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The shortlist page's view: the server can only say it is loading (the list is the device's), so its code, with
// the catalogue it reads, comes after the page rather than in its first-load JavaScript.
export const DeferredShortlistView = island(
  () => import('./shortlist-view').then((module) => module.ShortlistView),
  typeof window === 'undefined' ? (require('./shortlist-view') as typeof import('./shortlist-view')).ShortlistView : undefined,
);
