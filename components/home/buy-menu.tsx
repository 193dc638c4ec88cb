'use client';

import { Icon } from '@/components/ui/icon';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { NavLink } from '@/lib/site/page/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './home-hero.module.css';

/**
 * The hero's Buy button: a disclosure of the four category links, opened by hover, click or
 * keyboard. Before hydration CSS opens it on hover and focus, so it works without JavaScript.
 */
export function BuyMenu({ links }: { links: readonly NavLink[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  function focusLink(index: number) {
    const items = menu.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menu.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // The list renders open on this same tick only after React commits; wait a frame.
      requestAnimationFrame(() => focusLink(current < 0 ? (step > 0 ? 0 : -1) : current + step));
    }
  }

  return (
    <div
      className={styles.buy}
      data-enhanced={hydrated || undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={styles.heroButton}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Buy <Icon name="chevron-down" size={16} />
      </button>
      <ul ref={menu} id={menuId} className={styles.buyMenu} data-open={open}>
        {links.map((link) => (
          <li key={link.href}>
            <NoPrefetchLink href={link.href}>{link.label}</NoPrefetchLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
