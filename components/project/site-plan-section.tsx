import Image from 'next/image';
import type { Project } from '@/lib/content';
import { ContactEmptyState } from './contact-empty-state';
import styles from './project.module.css';

export function SitePlanSection({ project, developerKey }: { project: Project; developerKey: string }) {
  if (project.sitePlanImages.length === 0) {
    return (
      <ContactEmptyState
        message="Site plan is not currently available."
        buttonLabel="Contact Us for Site Plan"
        project={project}
        developerKey={developerKey}
      />
    );
  }
  return (
    <ul className={styles.sitePlans}>
      {project.sitePlanImages.map((image, index) => (
        <li key={image} className={styles.sitePlan}>
          <Image src={image} alt={`${project.name} site plan ${index + 1}`} fill sizes="(min-width: 900px) 800px, 100vw" />
        </li>
      ))}
    </ul>
  );
}
