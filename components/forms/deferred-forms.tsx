'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The careers page's application form opens on a tap (never rendered by the server): its code is fetched after the
// page has loaded, or at the first tap, not with the page (issue 43). The enquiry form is not deferred: the footer
// renders it on every page, and React sends a Suspense boundary that large late and hidden (components/ui/island.tsx).
export const DeferredCareerApplicationForm = island(
  () => import('./career-application-form').then((module) => module.CareerApplicationForm),
  typeof window === 'undefined'
    ? (require('./career-application-form') as typeof import('./career-application-form')).CareerApplicationForm
    : undefined,
);
