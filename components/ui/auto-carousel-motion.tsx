'use client';

import { Icon } from '@/components/ui/icon';
import { MANUAL_PAUSE_MS, manualStep, nextOffset, previousOffset } from '@/lib/site/project/carousel';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import styles from './auto-carousel.module.css';
import { useVisibleOrNearOnceMoved } from './use-island-trigger';
import { useReducedMotion } from './use-reduced-motion';

const SPEED_MS = 400;

/**
 * AutoCarousel's behaviour (auto-carousel.tsx): its controls, and Swiper on the server-rendered list once it nears
 * the viewport. It renders only the controls' row; the region around it (its parent) is the carousel, whose hover,
 * focus and state it reads and marks (data-ready, data-moving) through the DOM.
 */
export function AutoCarouselMotion({ intervalMs, step }: { intervalMs: number; step: number }) {
  const controls = useRef<HTMLDivElement>(null);
  const near = useVisibleOrNearOnceMoved(controls);
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pausedUntil = useRef(0);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const moving = Boolean(swiper) && playing && !hovered && !focused;

  useEffect(() => {
    const region = controls.current?.parentElement;
    if (!region) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    region.addEventListener('mouseenter', enter);
    region.addEventListener('mouseleave', leave);
    region.addEventListener('focusin', focusIn);
    region.addEventListener('focusout', focusOut);
    return () => {
      region.removeEventListener('mouseenter', enter);
      region.removeEventListener('mouseleave', leave);
      region.removeEventListener('focusin', focusIn);
      region.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    const viewport = controls.current?.nextElementSibling;
    if (!near || !(viewport instanceof HTMLElement)) return;
    let cancelled = false;
    let instance: SwiperInstance | undefined;
    void import('./swiper-track').then(({ takeOver }) => {
      if (cancelled) return;
      instance = takeOver(viewport);
      setSwiper(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
    };
  }, [near]);

  useEffect(() => {
    const region = controls.current?.parentElement;
    region?.setAttribute('data-ready', String(Boolean(swiper)));
    region?.setAttribute('data-moving', String(moving));
  }, [swiper, moving]);

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
    <div ref={controls} className={styles.controls}>
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
  );
}
