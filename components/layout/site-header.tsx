'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { HEADER_SCROLLED_AFTER_PX } from '@/lib/layout-constants';
import { isActivePath, mainNav } from '@/lib/navigation';
import { site } from '@/lib/site';
import { ShortlistBadge } from '@/components/shortlist/shortlist-badge';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { InstallAppButton } from './install-app-button';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';
import { Icon } from '@/components/ui/icon';

export function SiteHeader() {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      className={`${styles.header} ${scrolled ? styles.scrolled : ''}`}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className={`container ${styles.bar}`}>
        <NoPrefetchLink href="/" className={styles.logo} aria-label={`${site.name}, home`}>
          <SiteLogo />
        </NoPrefetchLink>
        <ShortlistBadge />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={26} />
        </button>
        <nav
          id="primary-navigation"
          aria-label="Main"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
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
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </NoPrefetchLink>
                </li>
              );
            })}
            <InstallAppButton className={`${styles.link} ${styles.install}`} onDone={() => setMenuOpen(false)} />
          </ul>
          <a className={`btn btn-accent ${styles.call}`} href={`tel:${site.phone.tel}`}>
            Call {site.phone.display}
          </a>
        </nav>
      </div>
    </header>
  );
}
