import { DeferredSectionNavLive as SectionNavLive } from './deferred-project';
import styles from './section-nav.module.css';

export type NavSection = { id: string; label: string };

const LIST_ID = 'project-section-tabs';

/**
 * The sticky tab bar of the project page: plain anchor links, server markup that works without JavaScript. Its
 * behaviour (a click scrolls smoothly, the active tab follows the page, arrows scroll the bar) is a small part
 * whose code comes after the page (section-nav-live.tsx, issue 43); until then a link jumps, as without JavaScript.
 */
export function SectionNav({ sections }: { sections: readonly NavSection[] }) {
  return (
    <nav className={styles.nav} aria-label="Project sections">
      <div className={`container ${styles.inner}`}>
        <SectionNavLive listId={LIST_ID} />
        <ul id={LIST_ID} className={styles.list}>
          {sections.map(({ id, label }, index) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.link} aria-current={index === 0 ? 'true' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
