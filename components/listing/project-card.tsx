import { DeferredShortlistToggle as ShortlistToggle } from '@/components/shortlist/deferred-shortlist';
import { Icon } from '@/components/ui/icon';
import { SiteImage } from '@/components/ui/site-image';
import type { ProjectEntry } from '@/lib/site/content';
import { pricePerSqftText } from '@/lib/site/listing/card-facts';
import { projectPath } from '@/lib/site/page/paths';
import styles from './project-card.module.css';

/** A project in a grid: opens its detail page in a new tab (SPEC, projects listing); `preload` preloads its image (the LCP one only). */
export function ProjectCard({ entry, preload = false }: { entry: ProjectEntry; preload?: boolean }) {
  const { project, developerKey } = entry;
  const rate = pricePerSqftText(project.floors);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SiteImage
          src={project.image}
          alt={`${project.name}, ${project.localities}`}
          fill
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          preload={preload}
          fetchPriority={preload ? 'high' : undefined}
        />
        <span className={styles.status}>{project.projectStatus}</span>
        <ShortlistToggle id={project.id} name={project.name} />
      </div>
      <div className={styles.body}>
        <p className={styles.developer}>{project.developer}</p>
        <h3 className={styles.name}>
          <a href={projectPath(developerKey, project.id)} target="_blank" rel="noopener" className={styles.link}>
            {project.name}
          </a>
        </h3>
        <p className={styles.location}>
          <Icon name="map-pin" />
          {project.localities}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Type</dt>
            <dd>{project.propertyType}</dd>
          </div>
          <div>
            <dt>Configuration</dt>
            <dd>{project.bedrooms}</dd>
          </div>
          <div>
            <dt>Area</dt>
            <dd>{project.area}</dd>
          </div>
          {rate && (
            <div>
              <dt>Price per sq ft</dt>
              <dd>{rate}</dd>
            </div>
          )}
          {project.possession && (
            <div>
              <dt>Possession</dt>
              <dd>{project.possession}</dd>
            </div>
          )}
        </dl>
        <p className={styles.price}>{project.price}</p>
      </div>
    </article>
  );
}
