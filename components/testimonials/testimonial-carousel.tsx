'use client';

import { useNearViewport } from '@/components/ui/use-near-viewport';
import type { Testimonial } from '@/lib/site/content';
import { lazy, Suspense, useRef, type CSSProperties } from 'react';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

const TestimonialSwiper = lazy(() => import('./testimonial-swiper'));

/** Cards per view from a minimum viewport width: `{ 0: 1, 768: 2, 1024: 3 }`. */
export type PerView = Record<number, number>;

type Props = { testimonials: readonly Testimonial[]; perView: PerView; label: string };

function StaticCards({ testimonials, perView }: Omit<Props, 'label'>) {
  // Before Swiper takes over (and without JavaScript) the list scrolls sideways, so it takes focus for keyboard users.
  // The server list lays out as many cards per row as Swiper will, so nothing moves when it takes over.
  const style = Object.fromEntries(Object.entries(perView).map(([width, count]) => [`--per-view-${width}`, count]));
  return (
    <ul className={styles.static} style={style as CSSProperties} tabIndex={0}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Client testimonials: server-rendered cards (their text is in the HTML) that Swiper turns into
 * a carousel with labelled previous/next buttons once the section nears the viewport.
 */
export function TestimonialCarousel({ testimonials, perView, label }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  const fallback = <StaticCards testimonials={testimonials} perView={perView} />;
  return (
    <div ref={root} role="region" aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      {near ? (
        <Suspense fallback={fallback}>
          <TestimonialSwiper testimonials={testimonials} perView={perView} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
