import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import type { Project } from '@/lib/site/content';
import { projectRef } from './project-ref';
import styles from './project.module.css';

export function ProjectOverview({ project, developerKey }: { project: Project; developerKey: string }) {
  const facts: [string, string | null][] = [
    ['Location', project.location],
    ['Area', project.area],
    ['Property Type', project.propertyType],
    ['Status', project.projectStatus],
    ['Bedrooms', project.bedrooms],
    ['Furnishing', project.furnishing],
    ['Possession', project.possession],
    ['RERA No.', project.reraNumber],
  ];
  return (
    <>
      <p>{project.description}</p>
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>Amenities</h3>
      <ul className={styles.chips}>
        {project.amenities.map((amenity) => (
          <li key={amenity}>{amenity}</li>
        ))}
      </ul>
      <p className={styles.actions}>
        <ContactModalButton label="Inquire Now" className="btn btn-primary" source="project" project={projectRef(project, developerKey)} />
      </p>
    </>
  );
}
