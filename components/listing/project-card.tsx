import { DeferredShortlistToggle as ShortlistToggle } from '@/components/shortlist/deferred-shortlist';
import type { ProjectEntry } from '@/lib/site/content';
import { pricePerSqftText } from '@/lib/site/listing/card-facts';
import { projectPath } from '@/lib/site/page/paths';
import { ProjectCardPhotoMarkup, ProjectCardTextMarkup } from './project-card-markup';
import type { CardFact } from './project-card-parts';
import styles from './project-card.module.css';

/** A project in a grid: opens its detail page in a new tab (SPEC, projects listing); `preload` preloads its image (the LCP one only). */
export function ProjectCard({ entry, preload = false }: { entry: ProjectEntry; preload?: boolean }) {
  const { project, developerKey } = entry;
  const rate = pricePerSqftText(project.floors);
  const facts: CardFact[] = [
    { term: 'Type', value: project.propertyType },
    { term: 'Configuration', value: project.bedrooms },
    { term: 'Area', value: project.area },
    ...(rate ? [{ term: 'Price per sq ft', value: rate }] : []),
    ...(project.possession ? [{ term: 'Possession', value: project.possession }] : []),
  ];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProjectCardPhotoMarkup
          className={styles.contents}
          image={project.image}
          alt={`${project.name}, ${project.localities}`}
          status={project.projectStatus}
          {...(preload ? { preload } : {})}
        />
        <ShortlistToggle id={project.id} name={project.name} />
      </div>
      <ProjectCardTextMarkup
        className={styles.body}
        developer={project.developer}
        name={project.name}
        href={projectPath(developerKey, project.id)}
        location={project.localities}
        facts={facts}
        price={project.price}
      />
    </article>
  );
}
