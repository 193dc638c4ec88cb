'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The locality page's price trend (issue 49): the server renders its placeholder; its code comes after the page, and
// Recharts with the data only once the chart nears the viewport (components/ui/island.tsx). One island a module, so
// that a page's first-load JavaScript carries only the declaration it uses.
export const DeferredPriceTrendLive = island(
  () => import('./price-trend-live').then((module) => module.PriceTrendLive),
  typeof window === 'undefined' ? (require('./price-trend-live') as typeof import('./price-trend-live')).PriceTrendLive : undefined,
);
