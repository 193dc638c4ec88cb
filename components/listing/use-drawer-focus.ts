'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

function visibleFocusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
}

/**
 * The phone drawer behaves like components/ui/dialog.tsx (focus moves in, Tab stays inside,
 * Escape closes, focus returns to the opener), but on a panel that is also the wide-screen
 * sidebar, so it cannot be portalled into that dialog.
 */
export function useDrawerFocus(open: boolean, onClose: () => void): RefObject<HTMLElement | null> {
  const panel = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);

  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = panel.current;
    if (!open || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    visibleFocusables(container)[0]?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab' && container) {
        const items = visibleFocusables(container);
        const edge = event.shiftKey ? items[0] : items[items.length - 1];
        const wrapTo = event.shiftKey ? items[items.length - 1] : items[0];
        if (wrapTo && (document.activeElement === edge || !container.contains(document.activeElement))) {
          event.preventDefault();
          wrapTo.focus();
        }
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return panel;
}
