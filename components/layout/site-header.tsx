'use client';

import { DeferredShortlistBadge as ShortlistBadge } from '@/components/ui/deferred-widgets';
import { HEADER_NAV_ID as NAV_ID } from '@/lib/site/page/layout-constants';
import { DeferredMenuButton as MenuButton } from './deferred-layout';
import { InstallAppButton } from './install-app-button';
import { HeaderCallMarkup, HeaderLogoMarkup, MainNavMarkup } from './layout-markup';
import styles from './site-header.module.css';

/**
 * The site header. A client component for no behaviour of its own: its markup is then in the page's HTML only, not
 * again in its RSC payload (a few hundred bytes on every page, against a tighter HTML budget than the JavaScript's).
 * Its links are the server's HTML, which the browser keeps without their code (layout-markup.tsx).
 * On phones the navigation is a popover its button opens natively, so the menu works from the first paint, before
 * any script has run (Escape and a tap outside close it too); the button's code, which follows the menu's state,
 * comes after the page has loaded (menu-button.tsx).
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-scrolled="false">
      <div className={`container ${styles.bar}`}>
        <HeaderLogoMarkup className={styles.brand} />
        <ShortlistBadge />
        <MenuButton />
        <nav id={NAV_ID} aria-label="Main" popover="auto" className={styles.nav}>
          <MainNavMarkup className={styles.links} />
          <InstallAppButton className={`${styles.link} ${styles.install}`} />
          <HeaderCallMarkup />
        </nav>
      </div>
    </header>
  );
}
