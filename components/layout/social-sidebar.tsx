import { SocialLinksMarkup } from './layout-markup';
import styles from './social-sidebar.module.css';

/** The social profiles again, pinned to the left edge on larger screens. */
export function SocialSidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Social media">
      <SocialLinksMarkup className={styles.list} linkClassName={styles.link} />
    </aside>
  );
}
