'use client';

import type { ViewerImage } from '@/components/ui/image-viewer';
import { ImageViewerLive, VIEWER_TRIGGER } from '@/components/ui/image-viewer-live';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  rootId: string;
  /** Each photograph's picture as the server rendered it; the first (null) is already in the page. */
  pictures: readonly ReactNode[];
  images: readonly ViewerImage[];
  title: string;
};

/**
 * The gallery's behaviour on its server markup (project-gallery.tsx): the arrows and dots choose the photograph,
 * shown in the viewer trigger in place of the first one, and the trigger opens the viewer at it (ImageViewerLive).
 */
export function ProjectGalleryLive({ rootId, pictures, images, title }: Props) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const firstPicture = useRef<Element | null>(null);
  const triggerOf = (root: HTMLElement | null) => root?.querySelector<HTMLElement>(VIEWER_TRIGGER) ?? null;
  // Read only after a visitor's choice, in the browser (hydration renders the first photograph: no portal).
  const trigger = index > 0 ? triggerOf(document.getElementById(rootId)) : null;

  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    function onClick(event: MouseEvent) {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-gallery-step],[data-gallery-index]') : null;
      if (!button) return;
      const { galleryStep, galleryIndex } = button.dataset;
      if (galleryIndex !== undefined) setIndex(Number(galleryIndex));
      else setIndex((now) => (now + Number(galleryStep) + count) % count);
    }
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [rootId, count]);

  // The page's elements follow the chosen photograph.
  useEffect(() => {
    const root = document.getElementById(rootId);
    const trigger = triggerOf(root);
    const image = images[index];
    if (!root || !trigger || !image) return;
    trigger.dataset.viewerIndex = String(index);
    trigger.setAttribute('aria-label', `Enlarge ${image.alt}`);
    // The server's first picture leaves the trigger while another is shown there, and comes back for the first.
    const served = (firstPicture.current ??= trigger.firstElementChild);
    if (served && index === 0 && served.parentElement !== trigger) trigger.prepend(served);
    else if (served && index !== 0) served.remove();
    root.querySelectorAll<HTMLElement>('[data-gallery-index]').forEach((dot) => {
      dot.setAttribute('aria-current', String(Number(dot.dataset.galleryIndex) === index));
    });
    const announcement = root.querySelector('[aria-live]');
    if (announcement && announcement.textContent !== image.alt) announcement.textContent = image.alt;
  }, [rootId, index, images]);

  return (
    <>
      {trigger ? createPortal(pictures[index], trigger) : null}
      <ImageViewerLive rootId={rootId} images={images} title={title} />
    </>
  );
}
