'use client';

import { SiteImage } from '@/components/ui/site-image';
import {
  INITIAL_VIEW,
  ZOOM_BUTTON_STEP,
  ZOOM_MAX,
  ZOOM_MIN,
  applyWheel,
  formatZoom,
  panBy,
  toggleZoomAt,
  zoomTo,
  type Point,
  type ViewState,
} from '@/lib/site/project/viewer-zoom';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { HiArrowsPointingIn, HiArrowsPointingOut, HiMinus, HiPlus } from 'react-icons/hi2';
import { Dialog } from './dialog';
import styles from './image-viewer.module.css';

export type ViewerImage = { src: string; alt: string };

export type ImageViewerProps = {
  images: readonly ViewerImage[];
  startIndex: number;
  title: string;
  onClose: () => void;
};

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A modal viewer for plans and photographs: zoom buttons and reset, fullscreen, double-click,
 * drag and pinch to pan and zoom, ctrl+wheel zoom around the cursor, dots between images.
 */
export default function ImageViewer({ images, startIndex, title, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const [view, setView] = useState<ViewState>(INITIAL_VIEW);
  const [dragging, setDragging] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const image = images[index] ?? images[0];

  const stageSize = useCallback(() => {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, []);

  const fromCentre = useCallback((clientX: number, clientY: number): Point => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  }, []);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // React's wheel listener is passive; preventing page zoom/scroll needs a native one.
    function onWheel(event: WheelEvent) {
      setView((current) => {
        if (!event.ctrlKey && current.zoom <= 1) return current;
        event.preventDefault();
        return applyWheel(current, event, fromCentre(event.clientX, event.clientY), stageSize());
      });
    }
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [fromCentre, stageSize]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  function toggleFullscreen() {
    const action = document.fullscreenElement ? document.exitFullscreen() : frame.current?.requestFullscreen();
    action?.catch((error: unknown) => console.error('Fullscreen failed', error));
  }

  function show(next: number) {
    setIndex(next);
    setView(INITIAL_VIEW);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) pinch.current = { distance: distance(a, b), zoom: view.zoom };
    setDragging(true);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    const [a, b] = [...pointers.current.values()];
    if (a && b && pinch.current) {
      const start = pinch.current;
      const middle = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      setView((now) => zoomTo(now, (start.zoom * distance(a, b)) / start.distance, stageSize(), middle));
      return;
    }
    setView((now) => panBy(now, current.x - previous.x, current.y - previous.y, stageSize()));
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size === 0) setDragging(false);
  }

  const zoomLabel = formatZoom(view.zoom);
  const position = images.length > 1 ? ` (${index + 1} of ${images.length})` : '';

  return (
    <Dialog open onClose={onClose} title={`${title}${position}`} idPrefix="image-viewer" panelClassName={styles.panel} closeOnBackdrop>
      <div ref={frame} className={styles.frame}>
        <div className={styles.toolbar} role="toolbar" aria-label="Image controls">
          <button
            type="button"
            aria-label="Zoom out"
            disabled={view.zoom <= ZOOM_MIN}
            onClick={() => setView((now) => zoomTo(now, now.zoom - ZOOM_BUTTON_STEP, stageSize()))}
          >
            <HiMinus aria-hidden />
          </button>
          <button type="button" aria-label={`Reset zoom, ${zoomLabel}`} onClick={() => setView(INITIAL_VIEW)}>
            {zoomLabel}
          </button>
          <button
            type="button"
            aria-label="Zoom in"
            disabled={view.zoom >= ZOOM_MAX}
            onClick={() => setView((now) => zoomTo(now, now.zoom + ZOOM_BUTTON_STEP, stageSize()))}
          >
            <HiPlus aria-hidden />
          </button>
          <button type="button" className={styles.fullscreen} aria-pressed={fullscreen} onClick={toggleFullscreen}>
            {fullscreen ? <HiArrowsPointingIn aria-hidden /> : <HiArrowsPointingOut aria-hidden />}
            Full screen
          </button>
        </div>
        <div
          ref={stage}
          className={styles.stage}
          data-zoomed={view.zoom > 1}
          data-dragging={dragging}
          onDoubleClick={(event) => setView((now) => toggleZoomAt(now, fromCentre(event.clientX, event.clientY), stageSize()))}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {image && (
            <div
              className={styles.image}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
              data-testid="viewer-image"
            >
              <SiteImage key={image.src} src={image.src} alt={image.alt} fill sizes="100vw" draggable={false} />
            </div>
          )}
        </div>
        {images.length > 1 && (
          <ul className={styles.dots} aria-label="Images">
            {images.map((item, itemIndex) => (
              <li key={item.src}>
                <button
                  type="button"
                  aria-label={`Show image ${itemIndex + 1} of ${images.length}`}
                  aria-current={itemIndex === index}
                  onClick={() => show(itemIndex)}
                >
                  {itemIndex + 1}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
