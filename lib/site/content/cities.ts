import { looseKey } from '../page/slug';
import type { City, Coordinates, Project, ProjectEntry } from './types';

const ALIASES: Record<string, City['slug']> = { gurugram: 'gurgaon', newdelhi: 'delhi' };

/** By slug or name, ignoring case, hyphens and spaces ('Gurugram' and 'New Delhi' too). */
export function findCityIn(cities: readonly City[], name: string): City | null {
  const key = looseKey(name);
  const slug = ALIASES[key] ?? key;
  return cities.find((city) => city.slug === slug) ?? null;
}

export function isInBounds({ latitude, longitude }: Coordinates, bounds: City['bounds']): boolean {
  return latitude >= bounds.south && latitude <= bounds.north && longitude >= bounds.west && longitude <= bounds.east;
}

/** A project's own city field decides; without one, its coordinates do. */
export function isInCity(project: Pick<Project, 'city' | 'coordinates'>, city: City, cities: readonly City[]): boolean {
  return project.city ? findCityIn(cities, project.city)?.slug === city.slug : isInBounds(project.coordinates, city.bounds);
}

export function cityProjectsIn(entries: readonly ProjectEntry[], cities: readonly City[], cityName: string): ProjectEntry[] {
  const city = findCityIn(cities, cityName);
  if (!city) return [];
  return entries.filter(({ project }) => isInCity(project, city, cities));
}

export type LocalityCount = { name: string; residential: number; commercial: number };

/** The localities of some projects with their counts per kind, most projects first, then by name. */
export function localitiesOf(entries: readonly ProjectEntry[]): LocalityCount[] {
  const counts = new Map<string, LocalityCount>();
  for (const { project, kind } of entries) {
    const name = project.localities;
    const count = counts.get(name) ?? { name, residential: 0, commercial: 0 };
    count[kind] += 1;
    counts.set(name, count);
  }
  const total = (count: LocalityCount) => count.residential + count.commercial;
  return [...counts.values()].sort((a, b) => total(b) - total(a) || a.name.localeCompare(b.name));
}
