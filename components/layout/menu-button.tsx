'use client';

import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { HEADER_SCROLLED_AFTER_PX, HEADER_NAV_ID as NAV_ID } from '@/lib/site/page/layout-constants';
import { useEffect, useState } from 'react';
import styles from './site-header.module.css';

// Where the navigation stops being a phone menu and shows in the bar (site-header.module.css).
const WIDE_SCREEN = '(min-width: 992px)';

// The menu's class where browsers have no popovers, set by this code.
const OPEN = styles.navOpen ?? 'navOpen';

const supportsPopover = () => typeof HTMLElement.prototype.showPopover === 'function';

/**
 * The header's menu button, and what the header does once its code has come (after the page has loaded, or at the
 * first tap: components/layout/deferred-layout.tsx). The button opens the navigation, a popover, natively, from the
 * first paint (Escape and a tap outside close it too); this follows the popover's state for the button's name,
 * closes the menu when a link in it is chosen or the screen grows wide enough to show the bar, opens it through
 * React where browsers have no popovers, and marks the header once the page has scrolled (its shadow).
 */
export function MenuButton() {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const nav = document.getElementById(NAV_ID);
    const header = nav?.closest('header');
    if (!nav || !header) return;
    const popover = supportsPopover();
    const show = (open: boolean) => {
      if (!popover) nav.classList.toggle(OPEN, open);
      setMenuOpen(open);
    };
    const close = () => {
      if (popover && nav.matches(':popover-open')) nav.hidePopover();
      show(false);
    };
    const followPopover = (event: Event) => show((event as ToggleEvent).newState === 'open');
    const closeOnChoice = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a, button')) close();
    };
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && nav.classList.contains(OPEN)) close();
    };
    const markScrolled = () => header.setAttribute('data-scrolled', String(window.scrollY > HEADER_SCROLLED_AFTER_PX));

    // A menu opened before this code came.
    if (popover && nav.matches(':popover-open')) show(true);
    markScrolled();
    nav.addEventListener('toggle', followPopover);
    nav.addEventListener('click', closeOnChoice);
    wide.addEventListener('change', closeWhenWide);
    window.addEventListener('scroll', markScrolled, { passive: true });
    if (!popover) document.addEventListener('keydown', closeOnEscape);
    return () => {
      nav.removeEventListener('toggle', followPopover);
      nav.removeEventListener('click', closeOnChoice);
      wide.removeEventListener('change', closeWhenWide);
      window.removeEventListener('scroll', markScrolled);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return (
    <button
      type="button"
      className={styles.toggle}
      popoverTarget={NAV_ID}
      // Before this code runs the browser states it from the popover; after, React does (and names the button).
      aria-expanded={hydrated ? menuOpen : undefined}
      aria-controls={NAV_ID}
      aria-label={menuOpen ? 'Close menu' : 'Open menu'}
      onClick={() => {
        if (supportsPopover()) return;
        const nav = document.getElementById(NAV_ID);
        const open = !nav?.classList.contains(OPEN);
        nav?.classList.toggle(OPEN, open);
        setMenuOpen(open);
      }}
    >
      <Icon name="menu" size={26} className={styles.openIcon} />
      <Icon name="close" size={26} className={styles.closeIcon} />
    </button>
  );
}
