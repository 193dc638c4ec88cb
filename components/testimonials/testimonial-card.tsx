import type { Testimonial } from '@/lib/site/content';
import styles from './testimonials.module.css';

// The card rendered in the browser too once (the carousel was a client component), so the avatar is built here rather
// than with next/image, whose code (about 4 KB gzipped) was the home and project pages' largest first-load item.
// It is 52 CSS px: the optimiser's 64 and 128 px widths serve every screen density, where next/image listed 13.
const AVATAR_WIDTHS = [64, 128] as const;
const AVATAR_SRC_WIDTH = 128;
const optimised = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
// next/image's `fill` styles.
const fill = { position: 'absolute', height: '100%', width: '100%', inset: 0, color: 'transparent' } as const;

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
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            alt=""
            loading="lazy"
            decoding="async"
            style={fill}
            sizes="52px"
            srcSet={AVATAR_WIDTHS.map((width) => `${optimised(testimonial.image, width)} ${width}w`).join(', ')}
            src={optimised(testimonial.image, AVATAR_SRC_WIDTH)}
          />
        </span>
        <span>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.time}</span>
        </span>
      </figcaption>
    </figure>
  );
}
