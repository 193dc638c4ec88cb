'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './shell.module.css';

/**
 * The phone's menu of the staff sections and the account: a disclosure that works without JavaScript (details and
 * summary), closed again when a link in it leads to another page (the layout stays, so it would stay open over the
 * new page) and by Escape, which returns the focus to its button.
 */
export function StaffMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  }

  return (
    <details ref={menu} className={styles.menu} onKeyDown={closeOnEscape}>
      <summary>Menu</summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  );
}
