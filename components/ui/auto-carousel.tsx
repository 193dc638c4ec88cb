'use client';

import { Icon } from '@/components/ui/icon';
import { MANUAL_PAUSE_MS, manualStep, nextOffset, previousOffset } from '@/lib/site/project/carousel';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import styles from './auto-carousel.module.css';
import { useNearViewport } from './use-near-viewport';
import { useReducedMotion } from './use-reduced-motion';

// React.lazy, not next/dynamic: the track renders only once the carousel nears the viewport, never on the
// server, and next/dynamic's own code was in the first-load JavaScript of every page with a carousel.
const SwiperTrack = lazy(() => import('./swiper-track'));

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

const SPEED_MS = 400;

/**
 * A horizontally scrolling list that Swiper takes over when it nears the viewport, then moves by
 * `step` pixels every `intervalMs` (back to the start at the end). WAI-ARIA carousel: a pause
 * button, no movement while hovered or focused or under reduced motion; the arrows pause it 10 s.
 */
export function AutoCarousel({ label, slides, intervalMs, step, slideWidth = 280 }: Props) {
  const region = useRef<HTMLDivElement>(null);
  const near = useNearViewport(region);
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pausedUntil = useRef(0);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const moving = Boolean(swiper) && playing && !hovered && !focused;

  useEffect(() => {
    if (!swiper || !moving) return;
    const timer = window.setInterval(() => {
      if (Date.now() < pausedUntil.current) return;
      swiper.translateTo(-nextOffset(-swiper.translate, step, -swiper.maxTranslate()), SPEED_MS);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [swiper, moving, intervalMs, step]);

  function manual(direction: 1 | -1) {
    if (!swiper) return;
    pausedUntil.current = Date.now() + MANUAL_PAUSE_MS;
    const by = manualStep(window.innerWidth);
    const offset = -swiper.translate;
    const target = direction > 0 ? Math.min(offset + by, -swiper.maxTranslate()) : previousOffset(offset, by);
    swiper.translateTo(-target, SPEED_MS);
  }

  return (
    <div
      ref={region}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      style={{ '--slide-width': `${slideWidth}px` } as CSSProperties}
      data-ready={Boolean(swiper)}
      data-moving={moving}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.controls}>
        {swiper ? (
          <>
            <button type="button" className={styles.control} aria-pressed={!playing} onClick={() => setChoice(playing ? 'pause' : 'play')}>
              <Icon name={playing ? 'pause' : 'play'} size={18} />
              <span className="visually-hidden">Pause automatic scrolling</span>
            </button>
            <button type="button" className={styles.control} aria-label="Previous" onClick={() => manual(-1)}>
              <Icon name="chevron-left" size={18} />
            </button>
            <button type="button" className={styles.control} aria-label="Next" onClick={() => manual(1)}>
              <Icon name="chevron-right" size={18} />
            </button>
          </>
        ) : null}
      </div>
      {near ? (
        <Suspense fallback={null}>
          <SwiperTrack slides={slides} onReady={setSwiper} />
        </Suspense>
      ) : null}
      {/* Swiper reports ready in a layout effect, so this list goes in the same frame Swiper appears. */}
      {swiper ? null : (
        <ul className={styles.strip}>
          {slides.map((slide, index) => (
            <li key={index} className={styles.slide}>
              {slide}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
