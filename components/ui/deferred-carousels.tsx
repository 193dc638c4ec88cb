'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from './island';

// The carousels' behaviour, whose code comes once the page has loaded or at the first tap (issue 43): on the
// server each renders only its (empty) controls' row, well under React's 500-byte outlining limit.
export const DeferredAutoCarouselMotion = island(
  () => import('./auto-carousel-motion').then((module) => module.AutoCarouselMotion),
  typeof window === 'undefined'
    ? (require('./auto-carousel-motion') as typeof import('./auto-carousel-motion')).AutoCarouselMotion
    : undefined,
);
export const DeferredTestimonialMotion = island(
  () => import('@/components/testimonials/testimonial-motion').then((module) => module.TestimonialMotion),
  typeof window === 'undefined'
    ? (require('@/components/testimonials/testimonial-motion') as typeof import('@/components/testimonials/testimonial-motion'))
        .TestimonialMotion
    : undefined,
);
