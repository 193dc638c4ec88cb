'use client';

import { useEffect, useState, type RefObject } from 'react';
import { afterLoadWhenIdle } from './code-may-load';
import { onceInView } from './in-view';
import type { ViewportTrigger } from './island-triggers';

/** False until the page has loaded and the browser is idle (TRIGGERS.idle), so deferred work never competes with it. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * True once the element comes within the trigger's margin of the viewport (and stays true): 'near' so that a heavy
 * part loads its code just before it is seen rather than with the page, 'visible' once it is in view.
 */
export function useInView(ref: RefObject<Element | null>, trigger: ViewportTrigger): boolean {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (entered || !element) return;
    return onceInView(element, trigger, () => setEntered(true));
  }, [ref, trigger, entered]);
  return entered;
}

let moved: Promise<void> | undefined;

/** Resolves at the visitor's first scroll, tap or key. */
export function visitorMoved(): Promise<void> {
  moved ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    const go = () => {
      for (const name of events) window.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, go, { capture: true, passive: true });
  });
  return moved;
}

/** True once the visitor has scrolled, tapped or pressed a key. */
function useVisitorMoved(): boolean {
  const [hasMoved, setMoved] = useState(false);
  useEffect(() => {
    let live = true;
    void visitorMoved().then(() => live && setMoved(true));
    return () => {
      live = false;
    };
  }, []);
  return hasMoved;
}

/**
 * When a carousel's Swiper (~70 ms to evaluate on a phone-class CPU) should take its server-rendered list over: once
 * the carousel is visible, or once it is near and the visitor has scrolled (or tapped, or pressed a key). Not merely
 * near at load: home's first carousel sits just below the first screen, and loading Swiper for it while the page was
 * still settling was most of home's blocking time. Near once scrolling, so that a fast scroll past it (never in view
 * at a frame) still starts it.
 */
export function useVisibleOrNearOnceMoved(ref: RefObject<Element | null>): boolean {
  const visible = useInView(ref, 'visible');
  const near = useInView(ref, 'near');
  const hasMoved = useVisitorMoved();
  return visible || (near && hasMoved);
}
