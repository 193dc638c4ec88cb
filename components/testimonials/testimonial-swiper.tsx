'use client';

import { CarouselArrows } from '@/components/ui/carousel-arrows';
import type { Testimonial } from '@/lib/site/content';
import { useState } from 'react';
import 'swiper/css';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { TestimonialCard } from './testimonial-card';
import type { PerView } from './testimonial-carousel';
import styles from './testimonials.module.css';

const SPACE_BETWEEN_PX = 20;

export default function TestimonialSwiper({ testimonials, perView }: { testimonials: readonly Testimonial[]; perView: PerView }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const breakpoints = Object.fromEntries(Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }]));
  return (
    <>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={perView[0] ?? 1}
        spaceBetween={SPACE_BETWEEN_PX}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ slideLabelMessage: 'Review {{index}} of {{slidesLength}}' }}
        onSwiper={setSwiper}
        className={styles.swiper}
      >
        {testimonials.map((testimonial) => (
          <SwiperSlide key={testimonial.name} className={styles.slide}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <CarouselArrows
          previousLabel="Previous review"
          nextLabel="Next review"
          onPrevious={() => swiper?.slidePrev()}
          onNext={() => swiper?.slideNext()}
        />
      </div>
    </>
  );
}
