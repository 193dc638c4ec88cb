import type { Project } from '@/lib/site/content';
import { ContactEmptyState } from './contact-empty-state';
import styles from './project.module.css';

/** Specification chips, or the SPEC's empty state with a contact button. */
export function SpecificationChips({ project, developerKey }: { project: Project; developerKey: string }) {
  if (project.specifications.length === 0) {
    return (
      <ContactEmptyState
        message="No specifications found for this project."
        buttonLabel="Contact Us for More Details"
        project={project}
        developerKey={developerKey}
      />
    );
  }
  return (
    <ul className={styles.chips}>
      {project.specifications.map((specification) => (
        <li key={specification}>{specification}</li>
      ))}
    </ul>
  );
}
