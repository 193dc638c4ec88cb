'use client';

import { Icon } from '@/components/ui/icon';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { setShortlist, useShortlist } from './id-store';
import styles from './shortlist-badge.module.css';
import { useCatalogue } from './use-catalogue';

/** The header link to /shortlist with the number of shortlisted projects. */
export function ShortlistBadge() {
  const ids = useShortlist();
  useCatalogue(ids, setShortlist);
  return (
    <NoPrefetchLink href="/shortlist" className={styles.badge}>
      <Icon name="heart-outline" className={styles.icon} />
      <span className={styles.label}>Shortlist</span>{' '}
      <span className={styles.count} data-testid="shortlist-count">
        {ids.length}
      </span>
      <span className="visually-hidden"> {ids.length === 1 ? 'project' : 'projects'}</span>
    </NoPrefetchLink>
  );
}
