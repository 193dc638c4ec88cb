import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import type { LocalityDetails } from '@/lib/site/landing/pages';
import styles from './landing.module.css';

const kilometres = new Intl.NumberFormat('en-IN', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });

/** The nearest localities with pages, by the distance between their projects' centres. */
export function NearbyLocalities({ locality }: { locality: LocalityDetails }) {
  if (locality.nearby.length === 0) return null;
  return (
    <section className="section" aria-labelledby="nearby-localities">
      <div className="container">
        <h2 id="nearby-localities">Localities near {locality.name}</h2>
        <ul className={styles.nearby}>
          {locality.nearby.map((place) => (
            <li key={place.path}>
              <NoPrefetchLink href={place.path}>
                {place.name}, {place.cityName}
              </NoPrefetchLink>
              <span>
                {kilometres.format(place.distanceKm)} · {place.count} {place.count === 1 ? 'project' : 'projects'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
