'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// A project page's controls whose code nothing needs at first paint (issue 43): the server renders them in full,
// and their code is fetched once the page has loaded or at the first tap (components/ui/island.tsx).
export const DeferredLocationContactButton = island(
  () => import('./location-contact-button').then((module) => module.LocationContactButton),
  typeof window === 'undefined'
    ? (require('./location-contact-button') as typeof import('./location-contact-button')).LocationContactButton
    : undefined,
);
// Renders nothing: it swaps broken images for the placeholder, including those that failed before it ran.
export const DeferredImageFallback = island(
  () => import('@/components/ui/image-fallback').then((module) => module.ImageFallback),
  typeof window === 'undefined'
    ? (require('@/components/ui/image-fallback') as typeof import('@/components/ui/image-fallback')).ImageFallback
    : undefined,
);
// The EMI calculator's behaviour and donut (it renders the donut's empty place) and its "Use this project's price".
export const DeferredEmiLive = island(
  () => import('./emi-live').then((module) => module.EmiLive),
  typeof window === 'undefined' ? (require('./emi-live') as typeof import('./emi-live')).EmiLive : undefined,
);
export const DeferredEmiPriceButton = island(
  () => import('./emi-live').then((module) => module.EmiPriceButton),
  typeof window === 'undefined' ? (require('./emi-live') as typeof import('./emi-live')).EmiPriceButton : undefined,
);
// The section bar's behaviour and arrows (the links are the server's); it renders nothing on the server.
export const DeferredSectionNavLive = island(
  () => import('./section-nav-live').then((module) => module.SectionNavLive),
  typeof window === 'undefined' ? (require('./section-nav-live') as typeof import('./section-nav-live')).SectionNavLive : undefined,
);
// The payment plan tabs' behaviour on their server markup; it renders nothing.
export const DeferredPaymentPlanTabsLive = island(
  () => import('./payment-plan-tabs-live').then((module) => module.PaymentPlanTabsLive),
  typeof window === 'undefined'
    ? (require('./payment-plan-tabs-live') as typeof import('./payment-plan-tabs-live')).PaymentPlanTabsLive
    : undefined,
);
// A floor's "View Payment Plan" link and "Contact for Price" button (well under the 500-byte outlining limit). A tap
// held for it keeps the floor carousel from swapping its slides for Swiper's (floor-plan-carousel.tsx).
export const DeferredFloorPlanActions = island(
  () => import('./floor-plan-actions').then((module) => module.FloorPlanActions),
  typeof window === 'undefined' ? (require('./floor-plan-actions') as typeof import('./floor-plan-actions')).FloorPlanActions : undefined,
);
// The price history's chart over its placeholder (components/price-charts): Recharts and the data come near the
// viewport. Declared here, with the page's other islands, for the fewest bytes in the page's first-load JavaScript.
export const DeferredPriceHistoryLive = island(
  () => import('@/components/price-charts/price-history-live').then((module) => module.PriceHistoryLive),
  typeof window === 'undefined'
    ? (require('@/components/price-charts/price-history-live') as typeof import('@/components/price-charts/price-history-live'))
        .PriceHistoryLive
    : undefined,
);
// The gallery's arrows, dots and viewer on its server markup; it renders nothing on the server.
export const DeferredProjectGalleryLive = island(
  () => import('./project-gallery-live').then((module) => module.ProjectGalleryLive),
  typeof window === 'undefined'
    ? (require('./project-gallery-live') as typeof import('./project-gallery-live')).ProjectGalleryLive
    : undefined,
);
