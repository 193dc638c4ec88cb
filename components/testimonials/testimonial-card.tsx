import { SiteImage } from '@/components/ui/site-image';
import type { Testimonial } from '@/lib/site/content';
import styles from './testimonials.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      {testimonial.rating !== null && (
        <span className={styles.stars} role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
          {'★'.repeat(testimonial.rating)}
        </span>
      )}
      <blockquote>{testimonial.text}</blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar}>
          <SiteImage src={testimonial.image} alt="" fill sizes="52px" />
        </span>
        <span>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.time}</span>
        </span>
      </figcaption>
    </figure>
  );
}
