import type { ReactNode } from 'react';
import styles from './listing-filters.module.css';

/**
 * The first `shown` checkboxes, then the rest behind 'Show all (N)': a <details>, so it works
 * before and without JavaScript.
 */
export function ShowAllChecks<T>({ options, shown, item }: { options: readonly T[]; shown: number; item: (option: T) => ReactNode }) {
  return (
    <>
      <ul className={styles.checks}>{options.slice(0, shown).map(item)}</ul>
      {options.length > shown && (
        <details className={styles.more}>
          <summary>
            <span className={styles.showAll}>Show all ({options.length})</span>
            <span className={styles.showFewer}>Show fewer</span>
          </summary>
          <ul className={styles.checks}>{options.slice(shown).map(item)}</ul>
        </details>
      )}
    </>
  );
}
