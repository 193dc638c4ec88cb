import { looseKey } from '../slug';
import type { City, Coordinates, ProjectEntry } from './types';

/** The three cities served; the boxes are generous envelopes of each metropolitan area. */
export const CITIES: readonly City[] = [
  {
    slug: 'gurgaon',
    name: 'Gurgaon',
    description:
      'Golf Course Road towers, the fast-growing Dwarka Expressway and Southern Peripheral Road corridors, and new sectors along Sohna Road and New Gurgaon.',
    bounds: { south: 28.22, west: 76.8, north: 28.56, east: 77.16 },
  },
  {
    slug: 'delhi',
    name: 'Delhi',
    description:
      'Rare new launches and ready homes in established neighbourhoods such as Vasant Kunj, Saket, Greater Kailash, Moti Nagar and Dwarka, plus central business addresses.',
    bounds: { south: 28.4, west: 76.83, north: 28.89, east: 77.35 },
  },
  {
    slug: 'noida',
    name: 'Noida',
    description:
      'Planned sectors along the Noida Expressway and around Sector 150, office hubs in Sector 62 and Sector 18, and value homes in Greater Noida West.',
    bounds: { south: 28.38, west: 77.28, north: 28.66, east: 77.56 },
  },
];

const ALIASES: Record<string, City['slug']> = { gurugram: 'gurgaon', newdelhi: 'delhi' };

/** By slug or name, ignoring case, hyphens and spaces ('Gurugram' and 'New Delhi' too). */
export function findCity(name: string): City | null {
  const key = looseKey(name);
  const slug = ALIASES[key] ?? key;
  return CITIES.find((city) => city.slug === slug) ?? null;
}

export function isInBounds({ latitude, longitude }: Coordinates, bounds: City['bounds']): boolean {
  return (
    latitude >= bounds.south &&
    latitude <= bounds.north &&
    longitude >= bounds.west &&
    longitude <= bounds.east
  );
}

/** A project's own city field decides; without one, its coordinates do. */
export function cityProjectsIn(entries: readonly ProjectEntry[], cityName: string): ProjectEntry[] {
  const city = findCity(cityName);
  if (!city) return [];
  return entries.filter(({ project }) =>
    project.city ? findCity(project.city)?.slug === city.slug : isInBounds(project.coordinates, city.bounds),
  );
}
