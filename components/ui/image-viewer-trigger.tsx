import { ISLAND_ATTRIBUTE } from '@/browser/hydration-loader/island-marks';
import type { ReactNode } from 'react';
import { DeferredImageViewerLive as ImageViewerLive } from './deferred-image-viewer';
import type { ViewerImage } from './image-viewer';
import styles from './image-viewer-trigger.module.css';

type Props = {
  /** The id of the ImageViewerGroup (or gallery) whose deferred part opens the viewer. */
  group: string;
  images: readonly ViewerImage[];
  index: number;
  title: string;
  className?: string;
  children: ReactNode;
};

/**
 * Wraps an image (server-rendered children) in a button that opens it in the image viewer: server markup, whose
 * click is handled by the ImageViewerGroup `group` around it (image-viewer-live.tsx), once that part's code has come;
 * a tap before is held until then (ISLAND_ATTRIBUTE, by the group's name: a carousel may render it again).
 */
export function ImageViewerTrigger({ group, images, index, title, className, children }: Props) {
  const image = images[index];
  return (
    <button
      type="button"
      className={className ? `${styles.trigger} ${className}` : styles.trigger}
      aria-haspopup="dialog"
      aria-label={`Enlarge ${image?.alt ?? title}`}
      data-viewer-index={index}
      {...{ [ISLAND_ATTRIBUTE]: group }}
    >
      {children}
    </button>
  );
}

type GroupProps = { id: string; images: readonly ViewerImage[]; title: string; children: ReactNode };

/**
 * The region whose ImageViewerTriggers open `images` in the viewer. Its behaviour and the viewer come after the page
 * (issue 43); a trigger tapped before is held until then. `id` is unique on the page, and its triggers' `group`.
 */
export function ImageViewerGroup({ id, images, title, children }: GroupProps) {
  return (
    <div id={id} className={styles.group}>
      {children}
      <ImageViewerLive rootId={id} images={images} title={title} />
    </div>
  );
}
