'use client';

import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { useHydrated } from './use-hydrated';
import { useModalFocus } from './use-modal-focus';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  idPrefix: string;
  children: ReactNode;
  /** Extra class for the panel (e.g. a wider viewer). */
  panelClassName?: string;
  /** Close when the backdrop around the panel is clicked. */
  closeOnBackdrop?: boolean;
};

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[aria-hidden="true"]'),
  );
}

/**
 * A modal dialog: focus moves in on open, Tab cycles inside it, Escape and Close dismiss it, and
 * focus goes back to whatever opened it.
 */
export function Dialog({ open, onClose, title, idPrefix, children, panelClassName, closeOnBackdrop = false }: Props) {
  const mounted = useHydrated();
  const panel = useModalFocus<HTMLDivElement>(open && mounted, onClose, focusableIn);
  const titleId = `${idPrefix}-title`;

  if (!open || !mounted) return null;

  return createPortal(
    <div className={styles.backdrop} onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && onClose() : undefined}>
      <div
        ref={panel}
        className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
