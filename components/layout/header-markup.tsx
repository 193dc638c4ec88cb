import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { site } from '@/lib/site/config';
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

/** The call button at the end of the menu. */
export function HeaderCall() {
  return (
    <a className={`btn btn-accent ${styles.call}`} href={`tel:${site.phone.tel}`}>
      Call {site.phone.display}
    </a>
  );
}
