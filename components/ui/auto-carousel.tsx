import type { CSSProperties, ReactNode } from 'react';
import styles from './auto-carousel.module.css';
import { DeferredAutoCarouselMotion as AutoCarouselMotion } from './deferred-carousels';

type Props = {
  /** Names the carousel region, e.g. "Trending Projects". */
  label: string;
  /** Server-rendered slide contents; they are also the list shown before (or without) JavaScript. */
  slides: readonly ReactNode[];
  intervalMs: number;
  /** Pixels per automatic step. */
  step: number;
  /** Each slide's width in pixels. */
  slideWidth?: number;
};

/**
 * A horizontally scrolling list of server-rendered slides, which Swiper takes over in place when it nears the
 * viewport, then moves by `step` pixels every `intervalMs` (back to the start at the end). WAI-ARIA carousel: a
 * pause button, no movement while hovered or focused or under reduced motion; the arrows pause it 10 s. The
 * behaviour is a small client part (auto-carousel-motion.tsx) whose code comes after the page has loaded (issue 43);
 * the slides themselves are never rendered in the browser.
 */
export function AutoCarousel({ label, slides, intervalMs, step, slideWidth = 280 }: Props) {
  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      style={{ '--slide-width': `${slideWidth}px` } as CSSProperties}
    >
      <AutoCarouselMotion intervalMs={intervalMs} step={step} />
      <div className={styles.viewport}>
        <ul className={styles.strip}>
          {slides.map((slide, index) => (
            <li key={index} className={styles.slide}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
