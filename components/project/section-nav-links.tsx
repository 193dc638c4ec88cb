import styles from './section-nav.module.css';

export type NavSection = { id: string; label: string };

/** The section bar's links (section-nav.tsx), the first one current. */
export function SectionNavLinks({ sections }: { sections: readonly NavSection[] }) {
  return sections.map(({ id, label }, index) => (
    <li key={id}>
      <a href={`#${id}`} className={styles.link} {...(index === 0 && { 'aria-current': 'true' })}>
        {label}
      </a>
    </li>
  ));
}
