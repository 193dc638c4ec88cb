'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The cards in the page's HTML once: as the testimonials' data in the RSC payload (for a page the browser renders
// itself), not as their whole markup a second time (~5.7 KB on a project page). Swiper takes the list over in place.
export const TestimonialListMarkup = island(
  () => import('./testimonial-list').then((module) => module.TestimonialList),
  typeof window === 'undefined' ? (require('./testimonial-list') as typeof import('./testimonial-list')).TestimonialList : undefined,
  { keep: 'div' },
);
