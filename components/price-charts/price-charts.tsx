import type { Project } from '@/lib/site/content';
import { DeferredPriceHistoryLive as PriceHistoryLive, DeferredPriceTrendLive as PriceTrendLive } from './deferred-price-charts';
import styles from './price-charts.module.css';

const priceHistorySource = (developerKey: string, projectId: string) =>
  `/api/price-history/${encodeURIComponent(developerKey)}/${encodeURIComponent(projectId)}`;
const priceTrendSource = (citySlug: string, localitySlug: string) =>
  `/api/price-trend/${encodeURIComponent(citySlug)}/${encodeURIComponent(localitySlug)}`;

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

/** The locality page's median price per sq ft by quarter, drawn by the browser after the page. */
export function LocalityPriceTrend({ citySlug, localitySlug, locality }: { citySlug: string; localitySlug: string; locality: string }) {
  const source = priceTrendSource(citySlug, localitySlug);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <PriceTrendLive source={source} locality={locality} />
      </div>
      <figcaption className={styles.caption}>
        The middle rate per sq ft of the floor plans we list in {locality}, as published at each quarter&apos;s end. The same figures as
        data: <a href={source}>price trend (JSON)</a>.
      </figcaption>
    </figure>
  );
}
