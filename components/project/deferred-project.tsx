'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/deferred.tsx) */

import { deferred } from '@/components/ui/deferred';

// A project page's controls whose code nothing needs at first paint (issue 43): the server renders them in full,
// and their code is fetched once the page has loaded or at the first tap (components/ui/deferred.tsx).
export const DeferredEmiCalculator = deferred(
  () => import('./emi-calculator').then((module) => module.EmiCalculator),
  typeof window === 'undefined' ? (require('./emi-calculator') as typeof import('./emi-calculator')).EmiCalculator : undefined,
);
export const DeferredPaymentPlanTabs = deferred(
  () => import('./payment-plan-tabs').then((module) => module.PaymentPlanTabs),
  typeof window === 'undefined' ? (require('./payment-plan-tabs') as typeof import('./payment-plan-tabs')).PaymentPlanTabs : undefined,
);
export const DeferredFloorPlanCarousel = deferred(
  () => import('./floor-plan-carousel').then((module) => module.FloorPlanCarousel),
  typeof window === 'undefined'
    ? (require('./floor-plan-carousel') as typeof import('./floor-plan-carousel')).FloorPlanCarousel
    : undefined,
);
export const DeferredProjectGallery = deferred(
  () => import('./project-gallery').then((module) => module.ProjectGallery),
  typeof window === 'undefined' ? (require('./project-gallery') as typeof import('./project-gallery')).ProjectGallery : undefined,
);
export const DeferredLocationContactButton = deferred(
  () => import('./location-contact-button').then((module) => module.LocationContactButton),
  typeof window === 'undefined'
    ? (require('./location-contact-button') as typeof import('./location-contact-button')).LocationContactButton
    : undefined,
);
