'use client';

import { useInView } from '@/components/ui/use-island-trigger';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './floor-plans.module.css';

// React.lazy rather than next/dynamic: Suspense lets the server-rendered slides stay on screen
// (with their props) while Swiper's code loads, so nothing shifts.
const FloorPlanSwiper = lazy(() => import('./floor-plan-swiper'));

function StaticSlides({ slides }: { slides: readonly ReactNode[] }) {
  return (
    <ul className={styles.staticSlides}>
      {slides.map((slide, index) => (
        <li key={index}>{slide}</li>
      ))}
    </ul>
  );
}

/**
 * The floors as server-rendered slides in a scrollable row; Swiper (autoplay, loop, bullets)
 * takes over once the section nears the viewport, unless the visitor has already used a slide (a tap
 * made before hydration is replayed then, or one the loader still holds until a slide's deferred actions have
 * their code): Swiper's slides are new ones, and an enquiry form opened in the row, or the control a held tap is
 * for, would vanish with it.
 */
export function FloorPlanCarousel({ slides }: { slides: readonly ReactNode[] }) {
  const root = useRef<HTMLDivElement>(null);
  const near = useInView(root, 'near');
  const [used, setUsed] = useState(false);
  const [swiped, setSwiped] = useState(false);
  // The loader marks a control whose tap it holds (browser/hydration-loader/tap-replay.ts); that tap never reached
  // this row's onClickCapture.
  useEffect(() => {
    if (!near) return;
    if (root.current?.querySelector('[data-tap-waiting]')) setUsed(true);
    else setSwiped(true);
  }, [near]);
  const fallback = <StaticSlides slides={slides} />;
  return (
    <div
      ref={root}
      className={styles.carousel}
      onClickCapture={() => {
        if (!swiped) setUsed(true);
      }}
    >
      {swiped && !used ? (
        <Suspense fallback={fallback}>
          <FloorPlanSwiper slides={slides} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
