'use client';

import { draggedPosition, type BannerPosition } from '@/lib/site/listing/banner-drag';
import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';

type Drag = { pointerId: number; x: number; y: number; from: BannerPosition };

/**
 * A banner whose background image (an `object-position: var(--banner-x) var(--banner-y)` image among
 * its children) can be dragged with a mouse or a finger. On touch only sideways
 * moves drag (CSS touch-action: pan-y), so swiping up and down still scrolls the page.
 */
export function DraggableBanner({ className, children }: { className?: string; children: ReactNode }) {
  const [position, setPosition] = useState<BannerPosition>({ x: 50, y: 50 });
  const drag = useRef<Drag | null>(null);

  function start(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as Element).closest('a, button')) return;
    if (event.pointerType === 'mouse') event.preventDefault();
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: position };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function move(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dy = event.pointerType === 'mouse' ? event.clientY - current.y : 0;
    setPosition(draggedPosition(current.from, event.clientX - current.x, dy));
  }

  function end() {
    drag.current = null;
  }

  const bannerStyle = { '--banner-x': `${position.x}%`, '--banner-y': `${position.y}%` } as CSSProperties;
  return (
    <section
      className={className}
      style={bannerStyle}
      data-drag-position={`${Math.round(position.x)} ${Math.round(position.y)}`}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      {children}
    </section>
  );
}
