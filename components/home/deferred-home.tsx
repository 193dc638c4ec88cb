'use client';

import { deferred } from '@/components/ui/deferred';

// The home page's controls whose code nothing needs at first paint (issue 43); see components/ui/deferred.tsx.
export const DeferredLocalityGuideButton = deferred(() => import('./locality-guide-button').then((module) => module.LocalityGuideButton));
export const DeferredBuyMenu = deferred(() => import('./buy-menu').then((module) => module.BuyMenu));
export const DeferredHeroSlideshow = deferred(() => import('./hero-slideshow').then((module) => module.HeroSlideshow));
