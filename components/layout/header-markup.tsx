import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { site } from '@/lib/site/config';
import { INSTALL_SLOT_ID } from '@/lib/site/page/layout-constants';
import { MainNavLinks } from './main-nav-links';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

// Parts of the header rendered by the server and kept by the browser without this code (layout-markup.tsx).

/** The logo, a link home. */
export function HeaderLogo() {
  return (
    <NoPrefetchLink href="/" className={styles.logo} aria-label={`${site.name}, home`}>
      <SiteLogo />
    </NoPrefetchLink>
  );
}

/** What the menu holds: the links, the place of 'Install app' (install-app-button.tsx) and the call button. */
export function HeaderNav() {
  return (
    <>
      <ul className={styles.links}>
        <MainNavLinks />
      </ul>
      <div id={INSTALL_SLOT_ID} className={styles.installSlot} />
      <a className={`btn btn-accent ${styles.call}`} href={`tel:${site.phone.tel}`}>
        Call {site.phone.display}
      </a>
    </>
  );
}
