'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ViewerImage } from './image-viewer';
import styles from './image-viewer-trigger.module.css';

// The viewer's code loads on the first open (or when the pointer comes near), not with the page.
const loadViewer = () => import('./image-viewer');
// React.lazy, not next/dynamic: the viewer only renders after a click, never on the server, and next/dynamic's
// own code (about 1.5 KB gzipped) was in the first-load JavaScript of every page with a gallery.
const ImageViewer = lazy(loadViewer);

type Props = {
  images: readonly ViewerImage[];
  index: number;
  title: string;
  className?: string;
  children: ReactNode;
};

/** Wraps an image (server-rendered children) in a button that opens it in the image viewer. */
export function ImageViewerTrigger({ images, index, title, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const image = images[index];
  return (
    <>
      <button
        type="button"
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        aria-haspopup="dialog"
        aria-label={`Enlarge ${image?.alt ?? title}`}
        onPointerEnter={loadViewer}
        onFocus={loadViewer}
        onClick={(event) => {
          // Carousels may cancel the pointer's default focus; the dialog returns focus to its opener.
          event.currentTarget.focus();
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImageViewer images={images} startIndex={index} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
