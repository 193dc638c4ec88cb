import type { ProjectEntry } from '@/lib/content';
import { ProjectCard } from './project-card';
import styles from './project-grid.module.css';

export function ProjectGrid({ entries, emptyText }: { entries: readonly ProjectEntry[]; emptyText?: string }) {
  if (entries.length === 0) return <p className={styles.empty}>{emptyText ?? 'No projects found.'}</p>;
  return (
    <ul className={styles.grid}>
      {entries.map((entry, index) => (
        <li key={`${entry.developerKey}/${entry.project.id}`}>
          <ProjectCard entry={entry} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
