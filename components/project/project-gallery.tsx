'use client';

import Image from 'next/image';
import { useState } from 'react';
import { HiChevronLeft, HiChevronRight } from 'react-icons/hi2';
import { ImageViewerTrigger } from '@/components/ui/image-viewer-trigger';
import styles from './project-gallery.module.css';

type Props = { images: readonly string[]; name: string };

/**
 * The project's photographs: one at a time with previous/next and dots, each opening the viewer.
 * The first photograph is server-rendered and preloaded: it is the page's LCP image.
 */
export function ProjectGallery({ images, name }: Props) {
  const [index, setIndex] = useState(0);
  const slides = images.map((src, position) => ({ src, alt: `${name}, photo ${position + 1} of ${images.length}` }));
  const current = slides[index] ?? slides[0];
  const count = slides.length;
  const go = (step: number) => setIndex((now) => (now + step + count) % count);

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={`${name} photos`}>
      <div className={styles.slide}>
        {current && (
          <ImageViewerTrigger images={slides} index={index} title={`${name} photos`}>
            <Image
              key={current.src}
              src={current.src}
              alt={current.alt}
              fill
              preload={index === 0}
              fetchPriority={index === 0 ? 'high' : undefined}
              sizes="(min-width: 1240px) 1200px, 100vw"
            />
          </ImageViewerTrigger>
        )}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous photo" onClick={() => go(-1)}>
            <HiChevronLeft aria-hidden />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next photo" onClick={() => go(1)}>
            <HiChevronRight aria-hidden />
          </button>
          <ul className={styles.dots} aria-label="Choose a photo">
            {slides.map((slide, position) => (
              <li key={slide.src}>
                <button
                  type="button"
                  aria-label={`Photo ${position + 1} of ${count}`}
                  aria-current={position === index}
                  onClick={() => setIndex(position)}
                />
              </li>
            ))}
          </ul>
          <p className="visually-hidden" aria-live="polite">
            {current?.alt}
          </p>
        </>
      )}
    </section>
  );
}
