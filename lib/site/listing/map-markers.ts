import type { ProjectEntry } from '@/lib/site/content/types';
import { projectPath } from '@/lib/site/page/paths';

/** What the listing map needs of a project: its place, and its popup's image, name, price and configuration. */
export interface MapMarker {
  /** `developer/project`: unique across the site, and the card's data-project attribute. */
  key: string;
  name: string;
  href: string;
  image: string;
  price: string;
  configuration: string;
  locality: string;
  latitude: number;
  longitude: number;
}

export const entryKey = ({ developerKey, project }: ProjectEntry) => `${developerKey}/${project.id}`;

export function mapMarkers(entries: readonly ProjectEntry[]): MapMarker[] {
  return entries.map((entry) => ({
    key: entryKey(entry),
    name: entry.project.name,
    href: projectPath(entry.developerKey, entry.project.id),
    image: entry.project.image,
    price: entry.project.price,
    configuration: entry.project.bedrooms,
    locality: entry.project.localities,
    latitude: entry.project.coordinates.latitude,
    longitude: entry.project.coordinates.longitude,
  }));
}
