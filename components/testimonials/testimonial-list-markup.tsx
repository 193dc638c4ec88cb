'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy, read at once (components/ui/server-markup.tsx) */

import { serverMarkup } from '@/components/ui/server-markup';

type List = typeof import('./testimonial-list');

// The cards in the page's HTML once: as the testimonials' data in the RSC payload (for a page the browser renders
// itself), not as their whole markup a second time (~5.7 KB on a project page). Swiper takes the list over in place.
export const TestimonialListMarkup = serverMarkup(
  'div',
  () => import('./testimonial-list').then((list) => list.TestimonialList),
  typeof window === 'undefined' ? (require('./testimonial-list') as List).TestimonialList : undefined,
);
