import { Icon } from '@/components/ui/icon';
import { ImageViewerTrigger } from '@/components/ui/image-viewer-trigger';
import { SiteImage } from '@/components/ui/site-image';
import styles from './project-gallery.module.css';

// project-markup.tsx's; not imported from there, a client module.
const GALLERY_ID = 'project-photos';

export type GalleryMarkupProps = { images: readonly { src: string; alt: string }[]; title: string };

/**
 * The gallery as the server renders it (project-gallery.tsx): the first photograph (preloaded: it is the page's LCP
 * image) in its viewer trigger, the arrows and the dots.
 */
export function GalleryMarkup({ images, title }: GalleryMarkupProps) {
  const first = images[0];
  const count = images.length;
  return (
    <>
      <div className={styles.slide}>
        {first && (
          <ImageViewerTrigger group={GALLERY_ID} images={images} index={0} title={title}>
            <GalleryPicture {...first} first />
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
            {images.map((image, position) => (
              <li key={image.src}>
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
    </>
  );
}

/** One photograph as the gallery shows it; the first is the page's LCP image. */
export function GalleryPicture({ src, alt, first = false }: { src: string; alt: string; first?: boolean }) {
  return (
    <SiteImage
      src={src}
      alt={alt}
      fill
      preload={first}
      fetchPriority={first ? 'high' : undefined}
      sizes="(min-width: 1240px) 1200px, 100vw"
    />
  );
}
