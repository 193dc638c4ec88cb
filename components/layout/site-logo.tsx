import { Icon } from '@/components/ui/icon';
import { site } from '@/lib/site/config';
import styles from './site-logo.module.css';

/** The wordmark: the roof-and-key mark from the icon sprite beside the brand name. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <Icon name="logo-mark" size={40} className={styles.mark} />
      <span className={styles.text}>
        {/* The space keeps the visible text "Nestora Realty", which the links' names must contain. */}
        <span className={styles.name}>{site.shortName}</span> <span className={styles.sub}>Realty</span>
      </span>
    </span>
  );
}
