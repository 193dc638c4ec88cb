import { DeferredShortlistBadge as ShortlistBadge } from '@/components/ui/deferred-widgets';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { site } from '@/lib/site/config';
import { HEADER_NAV_ID as NAV_ID } from '@/lib/site/page/layout-constants';
import { DeferredMenuButton as MenuButton } from './deferred-layout';
import { InstallAppButton } from './install-app-button';
import { MainNavMarkup } from './layout-markup';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

/**
 * The site header, rendered by the server. On phones the navigation is a popover its button opens natively, so the
 * menu works from the first paint, before any script has run (Escape and a tap outside close it too); the
 * button's code, which follows the menu's state, comes after the page has loaded (menu-button.tsx).
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-scrolled="false">
      <div className={`container ${styles.bar}`}>
        <NoPrefetchLink href="/" className={styles.logo} aria-label={`${site.name}, home`}>
          <SiteLogo />
        </NoPrefetchLink>
        <ShortlistBadge />
        <MenuButton />
        <nav id={NAV_ID} aria-label="Main" popover="auto" className={styles.nav}>
          <MainNavMarkup className={styles.links} />
          <InstallAppButton className={`${styles.link} ${styles.install}`} />
          <a className={`btn btn-accent ${styles.call}`} href={`tel:${site.phone.tel}`}>
            Call {site.phone.display}
          </a>
        </nav>
      </div>
    </header>
  );
}
