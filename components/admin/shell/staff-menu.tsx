'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './shell.module.css';

/**
 * On a phone the staff sections and the account sit behind a Menu button (a disclosure: Escape closes it and
 * gives the focus back to the button; following a link closes it). On a wider screen the button is hidden
 * and the contents always show.
 */
export function StaffMenu({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Open on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        Menu
      </button>
      <div id={id} className={styles.menu} data-open={open} onKeyDown={closeOnEscape}>
        {children}
      </div>
    </>
  );
}
