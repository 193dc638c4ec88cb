'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Modal focus handling for a panel while `active`: focus moves to its first tab stop (or the panel itself),
 * Tab and Shift+Tab wrap inside it, Escape calls `onClose`, the page behind stops scrolling, and focus returns
 * to whatever opened it. `tabStops` lists the panel's focusable elements in order; pass a stable function.
 */
export function useModalFocus<T extends HTMLElement>(
  active: boolean,
  onClose: () => void,
  tabStops: (panel: HTMLElement) => HTMLElement[],
): RefObject<T | null> {
  const panel = useRef<T>(null);
  const closeRef = useRef(onClose);

  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = panel.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (tabStops(container)[0] ?? container).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabStops(container!);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const focused = document.activeElement;
      const outside = !container!.contains(focused);
      if (event.shiftKey && (focused === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (focused === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [active, tabStops]);

  return panel;
}
