'use client';

import { islandReady } from '@/browser/hydration-loader/island-marks';
import { useEffect, useState } from 'react';
import type { ViewerImage } from './image-viewer';
import { island } from './island';

// The viewer: an island the browser renders at the first open, its code fetched then (or when the pointer comes near a
// trigger), not with this part.
const loadViewer = () => import('./image-viewer');
const ImageViewer = island(
  () => import('./image-viewer').then((module) => module.default),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (components/ui/island.tsx)
  typeof window === 'undefined' ? (require('./image-viewer') as typeof import('./image-viewer')).default : undefined,
);

export const VIEWER_TRIGGER = 'button[data-viewer-index]';

/**
 * The image viewer of the region `rootId` (ImageViewerGroup, or the project gallery): a click on one of its triggers
 * (image-viewer-trigger.tsx, server markup) opens the viewer at that trigger's image; the viewer returns focus to it.
 */
export function ImageViewerLive({ rootId, images, title }: { rootId: string; images: readonly ViewerImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    const trigger = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(VIEWER_TRIGGER) : null);
    function onClick(event: MouseEvent) {
      const button = trigger(event);
      if (!button || !root!.contains(button)) return;
      // Carousels may cancel the pointer's default focus; the dialog returns focus to its opener.
      button.focus();
      setOpen(Number(button.dataset.viewerIndex));
    }
    const warm = (event: Event) => {
      if (trigger(event)) void loadViewer();
    };
    root.addEventListener('click', onClick);
    root.addEventListener('pointerover', warm);
    root.addEventListener('focusin', warm);
    islandReady(rootId);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerover', warm);
      root.removeEventListener('focusin', warm);
    };
  }, [rootId]);

  if (open === null) return null;
  return <ImageViewer images={images} startIndex={open} title={title} onClose={() => setOpen(null)} />;
}
