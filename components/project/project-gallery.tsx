import { ISLAND_ATTRIBUTE } from '@/browser/hydration-loader/island-marks';
import { DeferredProjectGalleryLive as ProjectGalleryLive } from './deferred-project';
import { GalleryPicture } from './gallery-markup';
import styles from './project-gallery.module.css';
import { GALLERY_ID, GalleryMarkup } from './project-markup';

type Props = { images: readonly { src: string; alt: string }[]; name: string };

/**
 * The project's photographs: one at a time with previous/next and dots, each opening the viewer. Server markup the
 * browser keeps as it is (GalleryMarkup), showing the first photograph; the arrows, dots and viewer work once their
 * code has come after the page (project-gallery-live.tsx, issue 43), which shows the other pictures, rendered on the
 * server too. A control tapped before is held until then (ISLAND_ATTRIBUTE).
 */
export function ProjectGallery({ images, name }: Props) {
  const title = `${name} photos`;
  return (
    <section
      id={GALLERY_ID}
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={title}
      {...{ [ISLAND_ATTRIBUTE]: GALLERY_ID }}
    >
      <GalleryMarkup className={styles.markup} images={images} title={title} />
      <ProjectGalleryLive
        rootId={GALLERY_ID}
        pictures={images.map((image, position) => (position === 0 ? null : <GalleryPicture key={image.src} {...image} />))}
        images={images}
        title={title}
      />
    </section>
  );
}
