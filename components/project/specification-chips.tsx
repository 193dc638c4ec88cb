import { ContactModalButton } from '@/components/forms/contact-modal-button';
import type { Project } from '@/lib/content';
import { projectRef } from './project-ref';
import styles from './project.module.css';

/** Specification chips, or the SPEC's empty state with a contact button. */
export function SpecificationChips({ project, developerKey }: { project: Project; developerKey: string }) {
  if (project.specifications.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No specifications found for this project.</p>
        <ContactModalButton
          label="Contact Us for More Details"
          className="btn btn-primary"
          source="project"
          project={projectRef(project, developerKey)}
        />
      </div>
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
