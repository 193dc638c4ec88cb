'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The home page's client parts that nothing needs at first paint (issue 43): the server renders them in full (each
// under React's 500-byte outlining limit: the Buy menu's four links, or nothing at all), and their code is fetched
// once the page has loaded or at the first tap (components/ui/island.tsx); taps meanwhile are held.
export const DeferredBuyMenu = island(
  () => import('./buy-menu').then((module) => module.BuyMenu),
  typeof window === 'undefined' ? (require('./buy-menu') as typeof import('./buy-menu')).BuyMenu : undefined,
);
export const DeferredHeroSlideshow = island(
  () => import('./hero-slideshow').then((module) => module.HeroSlideshow),
  typeof window === 'undefined' ? (require('./hero-slideshow') as typeof import('./hero-slideshow')).HeroSlideshow : undefined,
);
export const DeferredTileDialogs = island(
  () => import('./tile-dialogs').then((module) => module.TileDialogs),
  typeof window === 'undefined' ? (require('./tile-dialogs') as typeof import('./tile-dialogs')).TileDialogs : undefined,
);
