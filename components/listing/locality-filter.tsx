'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import { useState } from 'react';
import { CheckItem } from './check-group';
import styles from './listing-filters.module.css';
import { ShowAllChecks } from './show-all-checks';

const SHOWN = 3;

type Props = { options: readonly string[]; chosen: readonly string[]; onToggle: (value: string) => void };

/**
 * Chosen localities come first (the server orders the options); 3 show until 'Show all (N)'.
 * The rest sit in a <details>, so 'Show all' works before and without JavaScript; the search box needs it.
 */
export function LocalityFilter({ options, chosen, onToggle }: Props) {
  const hydrated = useHydrated();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const item = (name: string) => <CheckItem key={name} name="locality" value={name} checked={chosen.includes(name)} onToggle={onToggle} />;
  const shown = Math.max(SHOWN, chosen.length);

  return (
    <fieldset className={styles.group}>
      <legend>Localities</legend>
      {hydrated && (
        <input
          type="search"
          className={styles.search}
          aria-label="Search localities"
          placeholder="Search localities"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {needle ? (
        <ul className={styles.checks}>{options.filter((name) => name.toLowerCase().includes(needle)).map(item)}</ul>
      ) : (
        <ShowAllChecks options={options} shown={shown} item={item} />
      )}
    </fieldset>
  );
}
