import { DeferredShortlistBadge as ShortlistBadge } from '@/components/ui/deferred-widgets';
import { DeferredMenuButton as MenuButton } from './deferred-layout';
import { InstallAppButton } from './install-app-button';
import { HeaderLogoMarkup, HeaderNavMarkup } from './layout-markup';
import styles from './site-header.module.css';

/**
 * The site header. Its logo and menu are the server's HTML, which the browser keeps without their code
 * (layout-markup.tsx). On phones the menu is a popover its button opens natively, so it works from the first paint,
 * before any script has run (Escape and a tap outside close it too); the button's code, which follows the menu's
 * state, comes after the page has loaded (menu-button.tsx).
 */
export function SiteHeader() {
  return (
    <header className={styles.header} data-scrolled="false">
      <div className={`container ${styles.bar}`}>
        <HeaderLogoMarkup className={styles.brand} />
        <ShortlistBadge />
        <MenuButton />
        <HeaderNavMarkup className={styles.nav} />
        <InstallAppButton className={`${styles.link} ${styles.install}`} />
      </div>
    </header>
  );
}
