'use client';

import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { useVisibleOrNearOnceMoved } from '@/components/ui/use-island-trigger';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { PerView } from './testimonial-carousel';
import styles from './testimonials.module.css';

/**
 * The testimonial carousel's behaviour (testimonial-carousel.tsx): Swiper on the server-rendered cards, the element
 * before this one, once they near the viewport, and the previous/next buttons that drive it.
 */
export function TestimonialMotion({ perView }: { perView: PerView }) {
  const controls = useRef<HTMLDivElement>(null);
  const near = useVisibleOrNearOnceMoved(controls);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    const viewport = controls.current?.previousElementSibling;
    if (!near || !(viewport instanceof HTMLElement)) return;
    let cancelled = false;
    let instance: SwiperInstance | undefined;
    void import('./testimonial-swiper').then(({ takeOver }) => {
      if (cancelled) return;
      instance = takeOver(viewport, perView);
      setSwiper(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
    };
  }, [near, perView]);

  return (
    <div ref={controls} className={styles.controls}>
      {swiper ? (
        <CarouselArrows
          previousLabel="Previous review"
          nextLabel="Next review"
          onPrevious={() => swiper.slidePrev()}
          onNext={() => swiper.slideNext()}
        />
      ) : null}
    </div>
  );
}
