import type { ProjectEntry, ProjectKind } from '@/lib/site/content/types';
import { BEDROOM_OPTIONS, CONSTRUCTION_STATUSES, FURNISHING_STATUSES, PROPERTY_TYPES } from './options';
import type { ListingQuery } from './query';

export interface FilterOptions {
  propertyTypes: string[];
  bedrooms: string[];
  statuses: string[];
  furnishing: string[];
  localities: string[];
  cities: string[];
  /** Developer keys: the chosen ones first, then alphabetical by name. */
  developers: string[];
  /** A developer key's display name. */
  developerNames: Record<string, string>;
}

/** Case-insensitive de-duplication keeping the first spelling. */
function unique(values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/** The SPEC's property types, plus the types the projects of this kind use (offices, shops ...). */
function propertyTypesOf(entries: readonly ProjectEntry[], kind: ProjectKind): string[] {
  const own = entries.filter((entry) => entry.kind === kind).flatMap((entry) => entry.project.propertyType.split(','));
  return unique(kind === 'residential' ? [...PROPERTY_TYPES, ...own] : [...own, ...PROPERTY_TYPES]);
}

/** The developers with projects of this kind, alphabetical by name, each key once. */
function developersOf(entries: readonly ProjectEntry[], kind: ProjectKind): Record<string, string> {
  const names = new Map<string, string>();
  for (const entry of entries) {
    if (entry.kind === kind && !names.has(entry.developerKey)) names.set(entry.developerKey, entry.project.developer);
  }
  return Object.fromEntries([...names].sort((a, b) => a[1].localeCompare(b[1], 'en')));
}

/** location.json plus the projects' own localities, de-duplicated, alphabetical. */
export function localityNames(locations: readonly string[], entries: readonly ProjectEntry[]): string[] {
  const own = entries.map((entry) => entry.project.localities).filter((name) => name !== 'Location not specified');
  return unique([...locations, ...own]).sort((a, b) => a.localeCompare(b, 'en'));
}

/** Chosen values first (keeping any from the URL that the list lacks, so they can be unticked). */
export function chosenFirst(options: readonly string[], chosen: readonly string[]): string[] {
  const picked = new Set(chosen.map((value) => value.toLowerCase()));
  const rest = options.filter((option) => !picked.has(option.toLowerCase()));
  return unique([...chosen, ...rest]);
}

/** Each filter's options for the query's type; values in the URL that no list holds are kept. */
export function filterOptions(
  entries: readonly ProjectEntry[],
  locations: readonly string[],
  cityNames: readonly string[],
  query: ListingQuery,
): FilterOptions {
  const keep = (options: readonly string[], chosen: readonly string[]) => unique([...options, ...chosen]);
  const developerNames = developersOf(entries, query.type);
  return {
    propertyTypes: keep(propertyTypesOf(entries, query.type), query.propertyTypes),
    bedrooms: keep(BEDROOM_OPTIONS[query.type], query.bedrooms),
    statuses: keep(CONSTRUCTION_STATUSES, query.statuses),
    furnishing: keep(FURNISHING_STATUSES, query.furnishing),
    localities: chosenFirst(localityNames(locations, entries), query.localities),
    cities: keep(cityNames, query.cities),
    developers: chosenFirst(Object.keys(developerNames), query.developers),
    developerNames,
  };
}
