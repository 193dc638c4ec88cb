'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy (components/ui/island.tsx) */

import { ISLAND_ATTRIBUTE } from '@/browser/hydration-loader/island-marks';
import { island } from '@/components/ui/island';

// Project page markup rendered by the server and kept as it is by the browser, without a second copy in the page's
// RSC payload (issue 43, kept islands): only the props travel. Their behaviour is a hydrated island beside each, which finds it by id.

export const SECTION_LIST_ID = 'project-section-tabs';
export const PAYMENT_PLAN_TABS_ID = 'payment-plan-tabs';
export const GALLERY_ID = 'project-photos';

export const ProjectSectionLinks = island(
  () => import('./section-nav-links').then((module) => module.SectionNavLinks),
  typeof window === 'undefined' ? (require('./section-nav-links') as typeof import('./section-nav-links')).SectionNavLinks : undefined,
  { keep: 'ul', attributes: { id: SECTION_LIST_ID } },
);
export const PaymentPlanTabsMarkup = island(
  () => import('./payment-plan-tabs-markup').then((module) => module.PaymentPlanTabsMarkup),
  typeof window === 'undefined'
    ? (require('./payment-plan-tabs-markup') as typeof import('./payment-plan-tabs-markup')).PaymentPlanTabsMarkup
    : undefined,
  { keep: 'div', attributes: { id: PAYMENT_PLAN_TABS_ID, [ISLAND_ATTRIBUTE]: PAYMENT_PLAN_TABS_ID } },
);
// Inside the gallery's <section> (the region the hydrated island takes over), laid out as if it were not there.
export const GalleryMarkup = island(
  () => import('./gallery-markup').then((module) => module.GalleryMarkup),
  typeof window === 'undefined' ? (require('./gallery-markup') as typeof import('./gallery-markup')).GalleryMarkup : undefined,
  { keep: 'div' },
);
