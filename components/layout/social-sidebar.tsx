import { SocialLinks } from './social-links';
import styles from './social-sidebar.module.css';

/** The social profiles again, pinned to the left edge on larger screens. */
export function SocialSidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Social media">
      <SocialLinks listClassName={styles.list} linkClassName={styles.link} />
    </aside>
  );
}
