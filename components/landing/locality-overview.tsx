import { ProjectsMap } from '@/components/map/projects-map';
import type { ProjectEntry } from '@/lib/site/content/types';
import type { LocalityDetails } from '@/lib/site/landing/pages';
import { mapMarkers } from '@/lib/site/listing/map-markers';
import { formatRupees } from '@/lib/site/project/rupees';
import styles from './landing.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A locality at a glance: the guide where there is one, and what its projects cost and offer. */
export function LocalityOverview({ locality }: { locality: LocalityDetails }) {
  const { facts } = locality;
  return (
    <section className="section" aria-labelledby="locality-overview">
      <div className={`container ${styles.overview}`}>
        <div>
          <h2 id="locality-overview">{locality.name} at a glance</h2>
          {locality.guide && <p>{locality.guide}</p>}
          <dl className={styles.facts}>
            {facts.pricePerSqft && (
              <div>
                <dt>Price per sq ft</dt>
                <dd>
                  {facts.pricePerSqft.min === facts.pricePerSqft.max
                    ? formatRupees(facts.pricePerSqft.min)
                    : `${formatRupees(facts.pricePerSqft.min)} – ${formatRupees(facts.pricePerSqft.max)}`}
                  <span className={styles.factNote}>
                    from the floor plans of {plural(facts.pricePerSqft.projects, 'project', 'projects')} listed here
                  </span>
                </dd>
              </div>
            )}
            {facts.configurations.length > 0 && (
              <div>
                <dt>Configurations</dt>
                <dd>{facts.configurations.join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>Property types</dt>
              <dd>{facts.propertyTypes.join(', ')}</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}

/** Where the locality's projects are; below its cards, so that Leaflet loads only for a visitor who scrolls to it. */
export function LocalityMap({ locality, entries }: { locality: LocalityDetails; entries: readonly ProjectEntry[] }) {
  return (
    <section className="section" aria-labelledby="locality-map">
      <div className="container">
        <h2 id="locality-map">Where the projects in {locality.name} are</h2>
        <div className={styles.map}>
          <ProjectsMap markers={mapMarkers(entries)} label={`Map of the projects in ${locality.name}`} />
        </div>
      </div>
    </section>
  );
}
