'use client';

import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/free-mode';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import styles from './auto-carousel.module.css';

type Props = {
  slides: readonly ReactNode[];
  onReady: (swiper: SwiperInstance) => void;
};

/**
 * The Swiper behind AutoCarousel: drag and touch scrolling in free mode over slides of their own
 * width. Loaded by next/dynamic only when the carousel nears the viewport.
 */
export default function SwiperTrack({ slides, onReady }: Props) {
  return (
    <Swiper
      modules={[FreeMode]}
      slidesPerView="auto"
      spaceBetween={20}
      freeMode
      watchOverflow
      onSwiper={onReady}
      wrapperTag="ul"
      className={styles.swiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={styles.slide} tag="li">
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
