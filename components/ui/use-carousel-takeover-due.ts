'use client';

import { useEffect, useState, type RefObject } from 'react';
import { useNearViewport } from './use-near-viewport';

let scrolled: Promise<void> | undefined;

/** Resolves at the visitor's first scroll, tap or key. */
function visitorMoved(): Promise<void> {
  scrolled ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    const go = () => {
      for (const name of events) window.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, go, { capture: true, passive: true });
  });
  return scrolled;
}

/**
 * When a carousel's Swiper (~70 ms to evaluate on a phone-class CPU) should take its server-rendered list over: once
 * the carousel is in view, or once it is within 400 px and the visitor has scrolled (or tapped, or pressed a key).
 * Not merely within 400 px at load: home's first carousel sits just below the first screen, and loading Swiper for
 * it while the page was still settling was most of home's blocking time. Within 400 px once scrolling, so that a
 * fast scroll past it (never in view at a frame) still starts it, as before.
 */
export function useCarouselTakeoverDue(ref: RefObject<Element | null>): boolean {
  const inView = useNearViewport(ref, '0px');
  const near = useNearViewport(ref);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    let live = true;
    void visitorMoved().then(() => live && setMoved(true));
    return () => {
      live = false;
    };
  }, []);
  return inView || (near && moved);
}
