'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/deferred.tsx) */

import { deferred } from '@/components/ui/deferred';

// The home page's controls whose code nothing needs at first paint (issue 43); see components/ui/deferred.tsx.
export const DeferredLocalityGuideButton = deferred(
  () => import('./locality-guide-button').then((module) => module.LocalityGuideButton),
  typeof window === 'undefined'
    ? (require('./locality-guide-button') as typeof import('./locality-guide-button')).LocalityGuideButton
    : undefined,
);
export const DeferredBuyMenu = deferred(
  () => import('./buy-menu').then((module) => module.BuyMenu),
  typeof window === 'undefined' ? (require('./buy-menu') as typeof import('./buy-menu')).BuyMenu : undefined,
);
export const DeferredHeroSlideshow = deferred(
  () => import('./hero-slideshow').then((module) => module.HeroSlideshow),
  typeof window === 'undefined' ? (require('./hero-slideshow') as typeof import('./hero-slideshow')).HeroSlideshow : undefined,
);
