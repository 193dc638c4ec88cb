'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The calculator's fields and figures in the page's HTML once, not again in its RSC payload (~2 KB): they have no
// props, and emi-live.tsx drives them through the DOM.
export const EmiFieldsMarkup = island(
  () => import('./emi-parts').then((module) => module.EmiFields),
  typeof window === 'undefined' ? (require('./emi-parts') as typeof import('./emi-parts')).EmiFields : undefined,
  { keep: 'div' },
);
export const EmiFiguresMarkup = island(
  () => import('./emi-parts').then((module) => module.EmiFigures),
  typeof window === 'undefined' ? (require('./emi-parts') as typeof import('./emi-parts')).EmiFigures : undefined,
  { keep: 'div' },
);
