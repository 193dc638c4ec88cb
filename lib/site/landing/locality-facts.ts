import type { Coordinates, ProjectEntry } from '@/lib/site/content/types';
import { expandBedrooms } from '@/lib/site/listing/filter';
import { parsePricePerSqft } from '@/lib/site/project/rupees';

/** What a locality page can say about its projects, computed from them and nothing else. */
export type LocalityFacts = {
  /** The lowest and highest rate of any floor plan; `projects` is how many projects gave one. */
  pricePerSqft: { min: number; max: number; projects: number } | null;
  /** '2 BHK', '3 BHK', ... in size order, as the projects list them. */
  configurations: string[];
  /** The residential and commercial kinds of property on offer ('Residential Apartment', 'Office Space'). */
  propertyTypes: string[];
  /** The mean of the projects' coordinates: where the locality is, for distances. */
  centre: Coordinates;
};

const bedroomCount = (configuration: string) => Number(/^[\d.]+/.exec(configuration)?.[0] ?? Infinity);

export function localityFacts(entries: readonly ProjectEntry[]): LocalityFacts {
  if (entries.length === 0) throw new Error('localityFacts needs at least one project');
  const ratesByProject = entries
    .map(({ project }) => project.floors.map((floor) => parsePricePerSqft(floor.pricePerSqft)).filter((rate) => rate !== null))
    .filter((rates) => rates.length > 0);
  const rates = ratesByProject.flat();
  const configurations = new Set(
    entries.flatMap(({ project }) =>
      expandBedrooms(project.bedrooms)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /\bBHK\b/.test(part)),
    ),
  );
  return {
    pricePerSqft: rates.length > 0 ? { min: Math.min(...rates), max: Math.max(...rates), projects: ratesByProject.length } : null,
    configurations: [...configurations].sort((a, b) => bedroomCount(a) - bedroomCount(b) || a.localeCompare(b)),
    propertyTypes: [...new Set(entries.flatMap(({ project }) => project.propertyType.split(',').map((type) => type.trim())))]
      .filter(Boolean)
      .sort(),
    centre: {
      latitude: entries.reduce((sum, { project }) => sum + project.coordinates.latitude, 0) / entries.length,
      longitude: entries.reduce((sum, { project }) => sum + project.coordinates.longitude, 0) / entries.length,
    },
  };
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The `limit` places nearest to `from` (itself left out), nearest first, each with its distance. */
export function nearestPlaces<T extends { path: string; centre: Coordinates }>(
  from: T,
  places: readonly T[],
  limit: number,
): (T & { distanceKm: number })[] {
  return places
    .filter((place) => place.path !== from.path)
    .map((place) => ({ ...place, distanceKm: distanceKm(from.centre, place.centre) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}
