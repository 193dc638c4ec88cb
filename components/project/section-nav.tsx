import { DeferredSectionNavLive as SectionNavLive } from './deferred-project';
import { ProjectSectionLinks, SECTION_LIST_ID } from './project-markup';
import type { NavSection } from './section-nav-links';
import styles from './section-nav.module.css';

export type { NavSection };

/**
 * The sticky tab bar of the project page: plain anchor links, server markup that works without JavaScript and that
 * the browser keeps as it is (ProjectSectionLinks). Its behaviour (a click scrolls smoothly, the active tab follows
 * the page, arrows scroll the bar) is a small part whose code comes after the page (section-nav-live.tsx, issue 43);
 * until then a link jumps, as without JavaScript.
 */
export function SectionNav({ sections }: { sections: readonly NavSection[] }) {
  return (
    <nav className={styles.nav} aria-label="Project sections">
      <div className={`container ${styles.inner}`}>
        <SectionNavLive listId={SECTION_LIST_ID} />
        <ProjectSectionLinks className={styles.list} sections={sections} />
      </div>
    </nav>
  );
}
