'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The price charts (issue 49): the server renders their placeholder; their code comes after the page, and Recharts
// with the data only once the chart nears the viewport (components/ui/island.tsx).
export const DeferredPriceHistoryLive = island(
  () => import('./price-history-live').then((module) => module.PriceHistoryLive),
  typeof window === 'undefined' ? (require('./price-history-live') as typeof import('./price-history-live')).PriceHistoryLive : undefined,
);
export const DeferredPriceTrendLive = island(
  () => import('./price-trend-live').then((module) => module.PriceTrendLive),
  typeof window === 'undefined' ? (require('./price-trend-live') as typeof import('./price-trend-live')).PriceTrendLive : undefined,
);
