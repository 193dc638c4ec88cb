import { LocationMap } from '@/components/map/location-map';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import type { Project } from '@/lib/site/content';
import { DeferredLocationContactButton as LocationContactButton } from './deferred-project';
import styles from './project.module.css';

function directionsUrl({ latitude, longitude }: Project['coordinates']): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

type Props = {
  project: Project;
  /** The page of the project's locality: its other projects, prices and guide. */
  locality: { name: string; cityName: string; path: string; count: number } | null;
};

/** Map, nearby places and directions; the SPEC's empty state when the project has no location text. */
export function LocationSection({ project, locality }: Props) {
  if (!project.locationDetails) {
    return (
      <div className={styles.empty}>
        <p>Location details are not currently available.</p>
        <LocationContactButton />
      </div>
    );
  }
  return (
    <div className={styles.location}>
      <div className={styles.map}>
        <LocationMap
          latitude={project.coordinates.latitude}
          longitude={project.coordinates.longitude}
          title={project.name}
          subtitle={project.location}
          label={`Map showing ${project.name}`}
        />
      </div>
      <div>
        <p className={styles.address}>{project.location}</p>
        <h3>Nearby Locations</h3>
        {project.nearbyLocations.length > 0 ? (
          <ul className={styles.nearby}>
            {project.nearbyLocations.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        ) : (
          <p>Nearby Locations information coming soon</p>
        )}
        <a className="btn btn-outline" href={directionsUrl(project.coordinates)} target="_blank" rel="noopener noreferrer">
          Get Directions
        </a>
        {locality && (
          <p className={styles.localityLink}>
            <NoPrefetchLink href={locality.path}>
              {locality.count > 1
                ? `All ${locality.count} projects in ${locality.name}, ${locality.cityName}`
                : `About ${locality.name}, ${locality.cityName}`}
            </NoPrefetchLink>
          </p>
        )}
      </div>
    </div>
  );
}
