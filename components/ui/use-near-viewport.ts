'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * The margin for a carousel's Swiper (~70 ms to evaluate on a phone-class CPU): in view, not 400 px before. A
 * carousel just below the first screen would otherwise load it while the page is still settling (home's TBT).
 */
export const CAROUSEL_TAKEOVER_MARGIN = '0px';

/**
 * True once the element comes within `margin` of the viewport (and stays true), so that a heavy
 * island loads its code just before it is seen rather than with the page.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
