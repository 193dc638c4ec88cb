import type { ReactNode } from 'react';
import styles from './project.module.css';

/** One of the project page's named sections; `id` is the anchor the section navigation targets. */
export function ProjectSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
