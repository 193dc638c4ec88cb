import styles from './leads.module.css';

export function SpamBadge({ spam }: { spam: boolean }) {
  if (!spam) return null;
  return (
    <span className={styles.badge} title="Honeypot filled or sent too fast">
      Possible spam
    </span>
  );
}
