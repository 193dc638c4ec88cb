import { site } from '@/lib/site/config';
import styles from './site-logo.module.css';

/** The wordmark: a roof-and-key mark beside the brand name, drawn inline so it never waits on a request. */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" className={styles.markBg} />
        <path d="M8 21 20 10l12 11" fill="none" stroke="#c8922a" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M12.5 19.5V30h15V19.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
        <circle cx="20" cy="23.5" r="2.6" fill="#fff" />
      </svg>
      <span className={styles.text}>
        {/* The space keeps the visible text "Nestora Realty", which the links' names must contain. */}
        <span className={styles.name}>{site.shortName}</span> <span className={styles.sub}>Realty</span>
      </span>
    </span>
  );
}
