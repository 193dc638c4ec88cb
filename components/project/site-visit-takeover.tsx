'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

/**
 * "Book a site visit" without its code in the project page's first-load JavaScript (issue 43), as the footer's enquiry
 * form (components/forms/enquiry-form-takeover.tsx): a replacing island. The server renders SiteVisitForm as a plain
 * form that posts without JavaScript; SiteVisitForm's React copy takes its place at the first tap or focus in it, or
 * once the page is idle with the form near the screen, with what the visitor did (site-visit-replacement.tsx).
 */
export const SiteVisitFormTakeover = island(
  () => import('./site-visit-replacement').then((module) => module.SiteVisitReplacement),
  typeof window === 'undefined'
    ? (require('@/components/forms/site-visit-form') as typeof import('@/components/forms/site-visit-form')).SiteVisitForm
    : undefined,
  { replace: 'div', when: 'near' },
);
