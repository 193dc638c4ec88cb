'use client';

import { Icon } from '@/components/ui/icon';
import { ImageViewerTrigger } from '@/components/ui/image-viewer-trigger';
import { useState, type ReactNode } from 'react';
import styles from './project-gallery.module.css';

/** One photograph: its address and text for the viewer, and its picture as the server rendered it. */
export type GalleryPhoto = { src: string; alt: string; picture: ReactNode };
type Props = { photos: readonly GalleryPhoto[]; name: string };

/**
 * The project's photographs: one at a time with previous/next and dots, each opening the viewer.
 * The pictures come rendered from the server (the first one preloaded: it is the page's LCP image).
 */
export function ProjectGallery({ photos, name }: Props) {
  const [index, setIndex] = useState(0);
  const slides = photos.map(({ src, alt }) => ({ src, alt }));
  const current = photos[index] ?? photos[0];
  const count = slides.length;
  const go = (step: number) => setIndex((now) => (now + step + count) % count);

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={`${name} photos`}>
      <div className={styles.slide}>
        {current && (
          <ImageViewerTrigger images={slides} index={index} title={`${name} photos`}>
            {current.picture}
          </ImageViewerTrigger>
        )}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous photo" onClick={() => go(-1)}>
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next photo" onClick={() => go(1)}>
            <Icon name="chevron-right" />
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
