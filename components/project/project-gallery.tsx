import { AWAITING_CODE_ATTRIBUTE } from '@/browser/hydration-loader/awaiting-code';
import { Icon } from '@/components/ui/icon';
import { ImageViewerTrigger } from '@/components/ui/image-viewer-trigger';
import type { ReactNode } from 'react';
import { DeferredProjectGalleryLive as ProjectGalleryLive } from './deferred-project';
import styles from './project-gallery.module.css';

/** One photograph: its address and text for the viewer, and its picture as the server rendered it. */
export type GalleryPhoto = { src: string; alt: string; picture: ReactNode };
type Props = { photos: readonly GalleryPhoto[]; name: string };

const ROOT_ID = 'project-photos';

/**
 * The project's photographs: one at a time with previous/next and dots, each opening the viewer. Server markup
 * showing the first photograph (preloaded: it is the page's LCP image); the arrows, dots and viewer work once their
 * code has come after the page (project-gallery-live.tsx, issue 43), which shows the other pictures, rendered on the
 * server too. A control tapped before is held until then (AWAITING_CODE_ATTRIBUTE).
 */
export function ProjectGallery({ photos, name }: Props) {
  const slides = photos.map(({ src, alt }) => ({ src, alt }));
  const first = photos[0];
  const count = slides.length;
  const title = `${name} photos`;

  return (
    <section
      id={ROOT_ID}
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={title}
      {...{ [AWAITING_CODE_ATTRIBUTE]: '' }}
    >
      <div className={styles.slide}>
        {first && (
          <ImageViewerTrigger images={slides} index={0} title={title}>
            {first.picture}
          </ImageViewerTrigger>
        )}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label="Previous photo" data-gallery-step="-1">
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next photo" data-gallery-step="1">
            <Icon name="chevron-right" />
          </button>
          <ul className={styles.dots} aria-label="Choose a photo">
            {slides.map((slide, position) => (
              <li key={slide.src}>
                <button
                  type="button"
                  aria-label={`Photo ${position + 1} of ${count}`}
                  aria-current={position === 0}
                  data-gallery-index={position}
                />
              </li>
            ))}
          </ul>
          <p className="visually-hidden" aria-live="polite">
            {first?.alt}
          </p>
        </>
      )}
      <ProjectGalleryLive
        rootId={ROOT_ID}
        pictures={photos.map(({ picture }, position) => (position === 0 ? null : picture))}
        images={slides}
        title={title}
      />
    </section>
  );
}
