import type { Testimonial } from '@/lib/site/content';
import type { CSSProperties } from 'react';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

/** Cards per view from a minimum viewport width: `{ 0: 1, 768: 2, 1024: 3 }`. */
export type PerView = Record<number, number>;

/** The testimonials' list as the server renders it, before (and without) Swiper: see testimonial-carousel.tsx. */
export function TestimonialList({ testimonials, perView }: { testimonials: readonly Testimonial[]; perView: PerView }) {
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
