'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/deferred.tsx) */

import { deferred } from '@/components/ui/deferred';

// The site's forms, their code fetched after the page has loaded (or at the first tap) rather than with it
// (issue 43). The server renders each in full, a form that posts without JavaScript, so it works from the first
// paint; one that opens on a tap renders once its code is here.
export const DeferredEnquiryForm = deferred(
  () => import('./enquiry-form').then((module) => module.EnquiryForm),
  typeof window === 'undefined' ? (require('./enquiry-form') as typeof import('./enquiry-form')).EnquiryForm : undefined,
);
export const DeferredCareerApplicationForm = deferred(
  () => import('./career-application-form').then((module) => module.CareerApplicationForm),
  typeof window === 'undefined'
    ? (require('./career-application-form') as typeof import('./career-application-form')).CareerApplicationForm
    : undefined,
);
