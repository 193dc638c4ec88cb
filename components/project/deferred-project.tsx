'use client';

import { deferred } from '@/components/ui/deferred';

// A project page's controls whose code nothing needs at first paint (issue 43): the server renders them in full,
// and their code is fetched once the page has loaded or at the first tap (components/ui/deferred.tsx).
export const DeferredEmiCalculator = deferred(() => import('./emi-calculator').then((module) => module.EmiCalculator));
export const DeferredPaymentPlanTabs = deferred(() => import('./payment-plan-tabs').then((module) => module.PaymentPlanTabs));
export const DeferredFloorPlanCarousel = deferred(() => import('./floor-plan-carousel').then((module) => module.FloorPlanCarousel));
export const DeferredProjectGallery = deferred(() => import('./project-gallery').then((module) => module.ProjectGallery));
export const DeferredLocationContactButton = deferred(() =>
  import('./location-contact-button').then((module) => module.LocationContactButton),
);
