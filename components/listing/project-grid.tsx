import type { ProjectEntry } from '@/lib/site/content';
import { entryKey } from '@/lib/site/listing/map-markers';
import { ProjectCard } from './project-card';
import styles from './project-grid.module.css';

type Props = {
  entries: readonly ProjectEntry[];
  emptyText?: string;
  /** Preload the first card's image: only where the grid opens the page (the listing), as its likely LCP. */
  preloadFirst?: boolean;
};

export function ProjectGrid({ entries, emptyText, preloadFirst = false }: Props) {
  if (entries.length === 0) return <p className={styles.empty}>{emptyText ?? 'No projects found.'}</p>;
  return (
    <ul className={styles.grid}>
      {entries.map((entry, index) => (
        // data-project lets the listing's map mark the card of a hovered marker.
        <li key={entryKey(entry)} data-project={entryKey(entry)}>
          <ProjectCard entry={entry} preload={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
