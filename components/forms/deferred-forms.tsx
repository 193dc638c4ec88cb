'use client';

import { deferred } from '@/components/ui/deferred';

// The site's forms, their code fetched after the page has loaded (or at the first tap) rather than with it
// (issue 43). The server renders each in full, a form that posts without JavaScript, so it works from the first
// paint; one that opens on a tap renders once its code is here.
export const DeferredEnquiryForm = deferred(() => import('./enquiry-form').then((module) => module.EnquiryForm));
export const DeferredSiteVisitForm = deferred(() => import('./site-visit-form').then((module) => module.SiteVisitForm));
export const DeferredCareerApplicationForm = deferred(() =>
  import('./career-application-form').then((module) => module.CareerApplicationForm),
);
