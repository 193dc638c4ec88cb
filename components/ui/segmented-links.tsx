import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import styles from './segmented-links.module.css';

export type SegmentedLink = { href: string; label: string; current: boolean };

/** A row of links that switch between views of one page (Residential/Commercial, List/Map); the current one is marked. */
export function SegmentedLinks({ label, links }: { label: string; links: readonly SegmentedLink[] }) {
  return (
    <nav aria-label={label} className={styles.segments}>
      {links.map((link) => (
        <Link
          key={link.label}
          href={link.href}
          aria-current={link.current ? 'page' : undefined}
          className={link.current ? styles.current : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
