'use client';

import { deferred } from './deferred';

// Controls on several pages whose code nothing needs at first paint (issue 43): the server renders them in full, and
// their code is fetched once the page has loaded or at the first tap (deferred.tsx); taps meanwhile are held.
export const DeferredAutoCarousel = deferred(() => import('./auto-carousel').then((module) => module.AutoCarousel));
export const DeferredContactModalButton = deferred(() =>
  import('@/components/forms/contact-modal-button').then((module) => module.ContactModalButton),
);
export const DeferredTestimonialCarousel = deferred(() =>
  import('@/components/testimonials/testimonial-carousel').then((module) => module.TestimonialCarousel),
);
