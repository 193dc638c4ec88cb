import { DeferredTestimonialMotion as TestimonialMotion } from '@/components/ui/deferred-carousels';
import type { Testimonial } from '@/lib/site/content';
import type { PerView } from './testimonial-list';
import { TestimonialListMarkup } from './testimonial-list-markup';
import styles from './testimonials.module.css';

export type { PerView };

type Props = { testimonials: readonly Testimonial[]; perView: PerView; label: string };

/**
 * Client testimonials: server-rendered cards (their text is in the HTML) that Swiper turns into a carousel in
 * place, with labelled previous/next buttons, once the section nears the viewport (testimonial-motion.tsx, whose
 * code comes after the page has loaded: issue 43).
 */
export function TestimonialCarousel({ testimonials, perView, label }: Props) {
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      <TestimonialListMarkup className={styles.viewport} testimonials={testimonials} perView={perView} />
      <TestimonialMotion perView={perView} />
    </div>
  );
}
