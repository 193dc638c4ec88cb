import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import type { Project } from '@/lib/site/content';
import { projectRef } from './project-ref';
import styles from './project.module.css';

type ContactEmptyStateProps = {
  message: string;
  buttonLabel: string;
  project: Project;
  developerKey: string;
};

/** A section with nothing to show yet: the SPEC's message and a button that opens the contact dialog. */
export function ContactEmptyState({ message, buttonLabel, project, developerKey }: ContactEmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <ContactModalButton label={buttonLabel} className="btn btn-primary" source="project" project={projectRef(project, developerKey)} />
    </div>
  );
}
