import { DeferredTestimonialMotion as TestimonialMotion } from '@/components/ui/deferred-carousels';
import type { Testimonial } from '@/lib/site/content';
import type { CSSProperties } from 'react';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

/** Cards per view from a minimum viewport width: `{ 0: 1, 768: 2, 1024: 3 }`. */
export type PerView = Record<number, number>;

type Props = { testimonials: readonly Testimonial[]; perView: PerView; label: string };

/**
 * Client testimonials: server-rendered cards (their text is in the HTML) that Swiper turns into a carousel in
 * place, with labelled previous/next buttons, once the section nears the viewport (testimonial-motion.tsx, whose
 * code comes after the page has loaded: issue 43).
 */
export function TestimonialCarousel({ testimonials, perView, label }: Props) {
  // Before Swiper takes over (and without JavaScript) the list scrolls sideways, so it takes focus for keyboard users.
  // The server list lays out as many cards per row as Swiper will, so nothing moves when it takes over.
  const style = Object.fromEntries(Object.entries(perView).map(([width, count]) => [`--per-view-${width}`, count]));
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      <div className={styles.viewport}>
        <ul className={styles.static} style={style as CSSProperties} tabIndex={0}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <TestimonialMotion perView={perView} />
    </div>
  );
}
