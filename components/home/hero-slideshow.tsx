'use client';

import { Icon } from '@/components/ui/icon';
import { useIdle } from '@/components/ui/use-island-trigger';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './home-hero.module.css';

const SWITCH_MS = 4000;

/**
 * The hero's other backgrounds, layered over the server-rendered first one and cross-faded in turn
 * (the fade is CSS). Mounted only once the page is idle, so they never compete with the LCP image, and
 * each only one turn before it shows, so a visitor who leaves early never downloads the rest;
 * nothing at all under reduced motion.
 */
export function HeroSlideshow({ slides }: { slides: readonly ReactNode[] }) {
  const idle = useIdle();
  const reducedMotion = useReducedMotion();
  const [turns, setTurns] = useState(0);
  const [paused, setPaused] = useState(false);
  const active = idle && !reducedMotion;
  // 0 is the server-rendered first background; `slides[index - 1]` otherwise.
  const index = turns % (slides.length + 1);
  // The next background to show is always mounted (and so downloaded) a turn ahead.
  const mounted = Math.min(slides.length, turns + 1);

  useEffect(() => {
    if (!active || paused) return;
    const timer = window.setInterval(() => setTurns((count) => count + 1), SWITCH_MS);
    return () => window.clearInterval(timer);
  }, [active, paused]);

  if (!active) return null;

  return (
    <>
      {slides.slice(0, mounted).map((slide, position) => (
        <div key={position} className={styles.slide} data-visible={index === position + 1}>
          {slide}
        </div>
      ))}
      <button type="button" className={styles.slidePause} aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        <Icon name={paused ? 'play' : 'pause'} size={16} />
        <span className="visually-hidden">Pause background slideshow</span>
      </button>
    </>
  );
}
