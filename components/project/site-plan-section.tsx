import Image from 'next/image';
import { ContactModalButton } from '@/components/forms/contact-modal-button';
import type { Project } from '@/lib/content';
import { projectRef } from './project-ref';
import styles from './project.module.css';

export function SitePlanSection({ project, developerKey }: { project: Project; developerKey: string }) {
  if (project.sitePlanImages.length === 0) {
    return (
      <div className={styles.empty}>
        <p>Site plan is not currently available.</p>
        <ContactModalButton
          label="Contact Us for Site Plan"
          className="btn btn-primary"
          source="project"
          project={projectRef(project, developerKey)}
        />
      </div>
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
