'use client';

import { DeferredShortlistBadge as ShortlistBadge } from '@/components/ui/deferred-widgets';
import { Icon } from '@/components/ui/icon';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { site } from '@/lib/site/config';
import { HEADER_SCROLLED_AFTER_PX } from '@/lib/site/page/layout-constants';
import { isActivePath, mainNav } from '@/lib/site/page/navigation';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { InstallAppButton } from './install-app-button';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

const NAV_ID = 'primary-navigation';
// Where the navigation stops being a phone menu and shows in the bar (site-header.module.css).
const WIDE_SCREEN = '(min-width: 992px)';

const supportsPopover = () => typeof HTMLElement.prototype.showPopover === 'function';

/**
 * The site header. On phones the navigation is a popover its button opens natively, so the menu works from the
 * first paint, before any script has run (Escape and a tap outside close it too); once React runs, it follows
 * the popover's state for the button's name and closes the menu when a link is chosen.
 */
export function SiteHeader() {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);

  const closeMenu = useCallback(() => {
    if (nav.current?.matches(':popover-open')) nav.current.hidePopover();
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // A menu opened before React ran; and one left open when the screen grows wide enough to show the bar.
  useEffect(() => {
    if (supportsPopover() && nav.current?.matches(':popover-open')) setMenuOpen(true);
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) closeMenu();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [closeMenu]);

  // Browsers without popovers: the button opens the menu through React, and Escape closes it.
  useEffect(() => {
    if (!menuOpen || supportsPopover()) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen, closeMenu]);

  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={`container ${styles.bar}`}>
        <NoPrefetchLink href="/" className={styles.logo} aria-label={`${site.name}, home`}>
          <SiteLogo />
        </NoPrefetchLink>
        <ShortlistBadge />
        <button
          type="button"
          className={styles.toggle}
          popoverTarget={NAV_ID}
          // Before React runs the browser states it from the popover; after, React does (and names the button).
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={NAV_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => {
            if (!supportsPopover()) setMenuOpen((open) => !open);
          }}
        >
          <Icon name="menu" size={26} className={styles.openIcon} />
          <Icon name="close" size={26} className={styles.closeIcon} />
        </button>
        <nav
          ref={nav}
          id={NAV_ID}
          aria-label="Main"
          popover="auto"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          onToggle={(event) => setMenuOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
        >
          <ul className={styles.links}>
            {mainNav.map((link) => {
              const active = isActivePath(pathname, link.href);
              return (
                <li key={link.href}>
                  <NoPrefetchLink
                    href={link.href}
                    className={`${styles.link} ${active ? styles.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </NoPrefetchLink>
                </li>
              );
            })}
            <InstallAppButton className={`${styles.link} ${styles.install}`} onDone={closeMenu} />
          </ul>
          <a className={`btn btn-accent ${styles.call}`} href={`tel:${site.phone.tel}`}>
            Call {site.phone.display}
          </a>
        </nav>
      </div>
    </header>
  );
}
