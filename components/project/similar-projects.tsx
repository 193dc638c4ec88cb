import { ProjectCard } from '@/components/listing/project-card';
import type { ProjectEntry } from '@/lib/site/content';
import { entryKey } from '@/lib/site/listing/map-markers';
import styles from './project.module.css';

export function SimilarProjects({ entries }: { entries: readonly ProjectEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>No similar projects found</p>;
  return (
    <ul className={styles.similar}>
      {entries.map((entry) => (
        <li key={entryKey(entry)}>
          <ProjectCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}
