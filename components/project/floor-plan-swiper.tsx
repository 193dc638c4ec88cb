'use client';

import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { Icon } from '@/components/ui/icon';
import { useState, type ReactNode } from 'react';
import 'swiper/css';
import 'swiper/css/pagination';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import styles from './floor-plans.module.css';
import { prefersReducedMotion } from './scroll-to-section';

// SPEC section 9: one floor per view, 30 px apart, advancing every 10 s, looping when several.
const AUTOPLAY_DELAY_MS = 10_000;
const SPACE_BETWEEN_PX = 30;

export default function FloorPlanSwiper({ slides }: { slides: readonly ReactNode[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const several = slides.length > 1;

  function onInit(instance: SwiperInstance) {
    setSwiper(instance);
    if (several && prefersReducedMotion()) {
      instance.autoplay.stop();
      setPlaying(false);
    }
  }

  function setAutoplay(on: boolean) {
    if (!swiper) return;
    if (on) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setPlaying(on);
  }

  return (
    <div
      className={styles.swiper}
      // Someone reading or typing in a slide must not have it slide away.
      onFocus={(event) => {
        if (playing && !(event.target as HTMLElement).closest('[data-carousel-controls]')) setAutoplay(false);
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={1}
        spaceBetween={SPACE_BETWEEN_PX}
        loop={several}
        autoplay={several ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={several ? { clickable: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ paginationBulletMessage: 'Show floor plan {{index}}', slideLabelMessage: 'Floor plan {{index}} of {{slidesLength}}' }}
        onSwiper={onInit}
        autoHeight
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <div className={styles.controls} data-carousel-controls>
          <CarouselArrows
            previousLabel="Previous floor plan"
            nextLabel="Next floor plan"
            onPrevious={() => swiper?.slidePrev()}
            onNext={() => swiper?.slideNext()}
          />
          <button type="button" className={styles.pause} onClick={() => setAutoplay(!playing)}>
            <Icon name={playing ? 'pause' : 'play'} />
            {playing ? 'Pause slideshow' : 'Play slideshow'}
          </button>
        </div>
      )}
    </div>
  );
}
