import { DeferredPriceHistoryLive as PriceHistoryLive } from '@/components/project/deferred-project';
import type { Project } from '@/lib/site/content';
import styles from './price-charts.module.css';

const priceHistorySource = (developerKey: string, projectId: string) =>
  `/api/price-history/${encodeURIComponent(developerKey)}/${encodeURIComponent(projectId)}`;

/** The project page's price history: a chart the browser draws after the page, over a box of its height. */
export function ProjectPriceHistory({ project, developerKey }: { project: Pick<Project, 'id' | 'name' | 'price'>; developerKey: string }) {
  const source = priceHistorySource(developerKey, project.id);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <PriceHistoryLive source={source} projectName={project.name} currentPrice={project.price} />
      </div>
      <figcaption className={styles.caption}>
        Every price we have published for {project.name}, stepping on the day it changed. The same figures as data:{' '}
        <a href={source}>price history (JSON)</a>.
      </figcaption>
    </figure>
  );
}
