'use client';

import { deferred } from '@/components/ui/deferred';

// A project page's controls whose code nothing needs at first paint (issue 43): the server renders them in full,
// and their code is fetched once the page has loaded or at the first tap (components/ui/deferred.tsx).
export const DeferredEmiCalculator = deferred(() => import('./emi-calculator').then((module) => module.EmiCalculator));
export const DeferredPaymentPlanTabs = deferred(() => import('./payment-plan-tabs').then((module) => module.PaymentPlanTabs));
export const DeferredLocationContactButton = deferred(() =>
  import('./location-contact-button').then((module) => module.LocationContactButton),
);
export const DeferredTestimonialCarousel = deferred(() =>
  import('@/components/testimonials/testimonial-carousel').then((module) => module.TestimonialCarousel),
);
