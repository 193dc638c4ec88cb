import { findCityIn, isInCity } from '@/lib/site/content/cities';
import type { City, Project, ProjectKind } from '@/lib/site/content/types';
import { looseKey } from '@/lib/site/page/slug';
import { parseAreaRange } from '@/lib/site/project/area';
import { CRORE, LAKH } from '@/lib/site/project/rupees';
import type { BudgetUnit } from './options';
import { isAreaActive, isBudgetActive, type ListingQuery } from './query';

type Range = readonly [number, number];

/** The fields of a project the filters read; the search index carries just these. */
export type FilterableProject = Pick<
  Project,
  | 'developer'
  | 'propertyType'
  | 'localities'
  | 'location'
  | 'area'
  | 'projectStatus'
  | 'bedrooms'
  | 'budget'
  | 'furnishing'
  | 'coordinates'
  | 'city'
>;

export interface FilterableEntry {
  project: FilterableProject;
  kind: ProjectKind;
  developerKey: string;
}

/** Inclusive at both ends: a project from 1 Cr matches a search up to 1 Cr. */
export function rangesOverlap(a: Range, b: Range): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}

/** Slider values in lakh or crore, as rupees. */
export function budgetInRupees(range: Range, unit: BudgetUnit): [number, number] {
  const factor = unit === 'L' ? LAKH : CRORE;
  return [Math.round(range[0] * factor), Math.round(range[1] * factor)];
}

/** A project without a budget ([0, 0]) matches no budget search. */
export function budgetInRange(project: FilterableProject, rupees: Range): boolean {
  return project.budget[1] > 0 && rangesOverlap(project.budget, rupees);
}

export function budgetMatches(project: FilterableProject, range: Range, unit: BudgetUnit): boolean {
  return budgetInRange(project, budgetInRupees(range, unit));
}

/** The unit only labels the numbers; a project whose area text has no number always matches. */
export function areaMatches(project: FilterableProject, range: Range): boolean {
  const area = parseAreaRange(project.area);
  return area === null || rangesOverlap(area, range);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Case-insensitive substring match that respects word edges, so 'Furnished' does not match
 * 'Semi-Furnished' or 'Unfurnished', and '5 BHK' does not match '4.5 BHK'.
 */
export function containsTerm(text: string, term: string): boolean {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}.-])${escapeRegExp(term.trim())}(?=$|[^\\p{L}\\p{N}])`, 'iu');
  return pattern.test(text);
}

/** '2, 3, 4 BHK' -> '2 BHK, 3 BHK, 4 BHK', so each configuration can be matched on its own. */
export function expandBedrooms(text: string): string {
  const unit = /\bBHK\b/i.exec(text)?.[0] ?? 'BHK';
  return text
    .split(',')
    .map((part) => part.trim())
    .map((part) => (/^\d+(\.\d+)?$/.test(part) ? `${part} ${unit}` : part))
    .join(', ');
}

function anyTerm(text: string, chosen: readonly string[]): boolean {
  return chosen.length === 0 || chosen.some((term) => containsTerm(text, term));
}

/** The localities picker: any chosen name inside the project's localities or location text. */
export function matchesLocality(project: FilterableProject, localities: readonly string[]): boolean {
  if (localities.length === 0) return true;
  const haystacks = [project.localities, project.location].map((text) => text.toLowerCase());
  return localities.some((locality) => haystacks.some((text) => text.includes(locality.toLowerCase())));
}

/**
 * The cities picker, its names (name, slug or alias) resolved once for the whole list: a project in any chosen
 * city matches; an unknown city matches nothing; no choice matches everything.
 */
export function cityMatcher(chosen: readonly string[], cities: readonly City[]): (project: FilterableProject) => boolean {
  if (chosen.length === 0) return () => true;
  const wanted = chosen.flatMap((name) => findCityIn(cities, name) ?? []);
  return (project) => wanted.some((city) => isInCity(project, city, cities));
}

/** Within one filter any chosen value may match; every filter must match. */
export function matchesQuery(project: FilterableProject, query: ListingQuery): boolean {
  return (
    (!isBudgetActive(query) || budgetMatches(project, query.budget, query.budgetUnit)) &&
    (!isAreaActive(query) || areaMatches(project, query.area)) &&
    anyTerm(project.propertyType, query.propertyTypes) &&
    anyTerm(`${expandBedrooms(project.bedrooms)}, ${project.propertyType}`, query.bedrooms) &&
    anyTerm(project.projectStatus, query.statuses) &&
    anyTerm(project.furnishing, query.furnishing) &&
    matchesLocality(project, query.localities)
  );
}

/** The developer picker: by developer key or name, ignoring case, hyphens and spaces; no choice matches all. */
export function matchesDeveloper(entry: FilterableEntry, developers: readonly string[]): boolean {
  if (developers.length === 0) return true;
  const own = [looseKey(entry.developerKey), looseKey(entry.project.developer)];
  return developers.some((developer) => own.includes(looseKey(developer)));
}

/** The projects of the query's type that pass every filter, in data order. */
export function filterEntries<Entry extends FilterableEntry>(
  entries: readonly Entry[],
  query: ListingQuery,
  cities: readonly City[],
): Entry[] {
  const inChosenCity = cityMatcher(query.cities, cities);
  return entries.filter(
    (entry) =>
      entry.kind === query.type &&
      matchesQuery(entry.project, query) &&
      matchesDeveloper(entry, query.developers) &&
      inChosenCity(entry.project),
  );
}
