'use client';

import { LIST_PARAMS } from '@/lib/site/listing/query';
import { CheckItem } from './check-group';
import styles from './listing-filters.module.css';
import { ShowAllChecks } from './show-all-checks';

const SHOWN = 4;

type Props = {
  /** Developer keys, the chosen ones first. */
  options: readonly string[];
  names: Readonly<Record<string, string>>;
  chosen: readonly string[];
  onToggle: (value: string) => void;
};

/** The portals' 'by builder' filter: a few developers, then the rest behind 'Show all (N)' (a <details>, so it works without JavaScript). */
export function DeveloperFilter({ options, names, chosen, onToggle }: Props) {
  const shown = Math.max(SHOWN, chosen.length);
  const item = (key: string) => (
    <CheckItem
      key={key}
      name={LIST_PARAMS.developers}
      value={key}
      label={names[key] ?? key}
      checked={chosen.includes(key)}
      onToggle={onToggle}
    />
  );

  return (
    <fieldset className={styles.group}>
      <legend>Developer</legend>
      <ShowAllChecks options={options} shown={shown} item={item} />
    </fieldset>
  );
}
