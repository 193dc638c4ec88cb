import { UNLISTED_NOTE, type AskedProject } from '@/lib/site/project/asked-project';
import styles from './leads.module.css';

/** A lead's project by name, linked to its public page; an id the site no longer lists stays as text. */
export function AskedProjectLink({ project }: { project: AskedProject }) {
  if (!project.listed) {
    return (
      <>
        {project.id} <span className={styles.unlisted}>{UNLISTED_NOTE}</span>
      </>
    );
  }
  return (
    <a className={styles.projectLink} href={project.path} target="_blank" rel="noopener">
      {project.name}
    </a>
  );
}
