'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import { HiPause, HiPlay } from 'react-icons/hi2';
import { useAfterIdle } from '@/components/ui/use-after-idle';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import styles from './home-hero.module.css';

const SWITCH_MS = 4000;

/**
 * The hero's other backgrounds, layered over the server-rendered first one and cross-faded in turn
 * (the fade is CSS). Mounted only once the page is idle, so they never compete with the LCP image, and
 * each only one turn before it shows, so a visitor who leaves early never downloads the rest;
 * nothing at all under reduced motion.
 */
export function HeroSlideshow({ images }: { images: readonly string[] }) {
  const idle = useAfterIdle();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // How many of `images` are mounted: the next one to show is always loaded a turn ahead.
  const [mounted, setMounted] = useState(1);
  const [paused, setPaused] = useState(false);
  const active = idle && !reducedMotion;

  useEffect(() => {
    if (!active || paused) return;
    const timer = window.setInterval(() => {
      setIndex((current) => (current + 1) % (images.length + 1));
      setMounted((count) => Math.min(images.length, count + 1));
    }, SWITCH_MS);
    return () => window.clearInterval(timer);
  }, [active, paused, images.length]);

  if (!active) return null;

  return (
    <>
      {images.slice(0, mounted).map((src, position) => (
        <Image
          key={src}
          src={src}
          alt=""
          fill
          sizes="100vw"
          className={styles.slide}
          data-visible={index === position + 1}
        />
      ))}
      <button
        type="button"
        className={styles.slidePause}
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? <HiPlay aria-hidden size={16} /> : <HiPause aria-hidden size={16} />}
        <span className="visually-hidden">Pause background slideshow</span>
      </button>
    </>
  );
}
