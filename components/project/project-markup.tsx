'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy (components/ui/server-markup.tsx) */

import { ISLAND_ATTRIBUTE } from '@/browser/hydration-loader/island-marks';
import { serverMarkup } from '@/components/ui/server-markup';

// Project page markup rendered by the server and kept as it is by the browser, without a second copy in the page's
// RSC payload (issue 43): only the props travel. Their behaviour is a deferred part beside each, which finds it by id.

export const SECTION_LIST_ID = 'project-section-tabs';
export const PAYMENT_PLAN_TABS_ID = 'payment-plan-tabs';
export const GALLERY_ID = 'project-photos';

export const ProjectSectionLinks = serverMarkup(
  'ul',
  () => import('./section-nav-links').then((module) => module.SectionNavLinks),
  typeof window === 'undefined' ? (require('./section-nav-links') as typeof import('./section-nav-links')).SectionNavLinks : undefined,
  { id: SECTION_LIST_ID },
);
export const PaymentPlanTabsMarkup = serverMarkup(
  'div',
  () => import('./payment-plan-tabs-markup').then((module) => module.PaymentPlanTabsMarkup),
  typeof window === 'undefined'
    ? (require('./payment-plan-tabs-markup') as typeof import('./payment-plan-tabs-markup')).PaymentPlanTabsMarkup
    : undefined,
  { id: PAYMENT_PLAN_TABS_ID, [ISLAND_ATTRIBUTE]: PAYMENT_PLAN_TABS_ID },
);
// Inside the gallery's <section> (the region the deferred part takes over), laid out as if it were not there.
export const GalleryMarkup = serverMarkup(
  'div',
  () => import('./gallery-markup').then((module) => module.GalleryMarkup),
  typeof window === 'undefined' ? (require('./gallery-markup') as typeof import('./gallery-markup')).GalleryMarkup : undefined,
);
