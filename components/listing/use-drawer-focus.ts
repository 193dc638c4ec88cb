'use client';

import { useModalFocus } from '@/components/ui/use-modal-focus';
import type { RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** The drawer's tab stops, visible ones only: locality options still folded under 'Show all' are skipped. */
function visibleFocusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
}

/**
 * The phone drawer's focus handling, the same as components/ui/dialog.tsx's, on a panel that is also the
 * wide-screen sidebar and so cannot be portalled into that dialog.
 */
export function useDrawerFocus(open: boolean, onClose: () => void): RefObject<HTMLElement | null> {
  return useModalFocus<HTMLElement>(open, onClose, visibleFocusables);
}
