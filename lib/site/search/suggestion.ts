import type { City, ProjectKind } from '@/lib/site/content/types';
import { filterEntries, type FilterableEntry } from '@/lib/site/listing/filter';
import { BUDGET_RANGE } from '@/lib/site/listing/options';
import { DEFAULT_QUERY, listingHref, parseListingSearch, type ListingQuery } from '@/lib/site/listing/query';
import { CRORE, LAKH } from '@/lib/site/project/rupees';
import type { Budget } from './budget';
import type { Requirement } from './read-query';
import type { RequirementPart } from './vocabulary';

/** The first suggestion of a query that asks for something: the listing with exactly those filters. */
export interface RequirementSuggestion {
  /** '3 BHK · Gurgaon · under ₹2 Cr: 10 projects' */
  label: string;
  /** The listing URL, in its own parameters. */
  href: string;
  /** What that listing shows. */
  count: number;
}

const ORDER: RequirementPart['field'][] = ['propertyTypes', 'kind', 'statuses', 'furnishing', 'developers', 'localities', 'cities'];

const unique = (values: readonly string[]) => [...new Set(values)];
const valuesOf = (
  parts: readonly RequirementPart[],
  field: 'propertyTypes' | 'statuses' | 'furnishing' | 'developers' | 'localities' | 'cities',
) => unique(parts.flatMap((part) => (part.field === field ? [part.value] : [])));

/** The budget on the listing's slider: lakh when the buyer spoke in lakh and it fits in 100 L, else crore. */
function budgetFilter(budget: Budget): Pick<ListingQuery, 'budget' | 'budgetUnit'> {
  const unit = budget.inLakh && budget.max !== null && budget.max <= BUDGET_RANGE.max * LAKH ? 'L' : 'Cr';
  const factor = unit === 'L' ? LAKH : CRORE;
  const max = budget.max === null ? BUDGET_RANGE.max : Math.min(budget.max / factor, BUDGET_RANGE.max);
  return { budgetUnit: unit, budget: [Math.min(budget.min / factor, max), max] };
}

/** The kind the words imply (a commercial type, or BHK or a residential type), else null. */
function impliedKind(requirement: Requirement): ProjectKind | null {
  const kinds = requirement.parts.flatMap((part) => ('kind' in part ? [part.kind] : []));
  if (kinds.includes('commercial')) return 'commercial';
  return kinds.length > 0 || requirement.bedrooms.length > 0 ? 'residential' : null;
}

function listingQuery(requirement: Requirement, type: ProjectKind): ListingQuery {
  const { parts } = requirement;
  const draft: ListingQuery = {
    ...DEFAULT_QUERY,
    type,
    ...(requirement.budget && budgetFilter(requirement.budget)),
    propertyTypes: valuesOf(parts, 'propertyTypes'),
    bedrooms: requirement.bedrooms,
    statuses: valuesOf(parts, 'statuses'),
    furnishing: valuesOf(parts, 'furnishing'),
    localities: valuesOf(parts, 'localities'),
    cities: valuesOf(parts, 'cities'),
    developers: valuesOf(parts, 'developers'),
  };
  // Read back exactly as the listing page reads its URL (clamped, stepped), so the count is the listing's.
  return parseListingSearch(new URL(listingHref(draft), 'http://listing.invalid').searchParams);
}

const trim = (value: number) => String(Number(value.toFixed(2)));

function budgetLabel({ budget: [min, max], budgetUnit }: ListingQuery): string {
  if (min <= BUDGET_RANGE.min) return `under ₹${trim(max)} ${budgetUnit}`;
  if (max >= BUDGET_RANGE.max) return `above ₹${trim(min)} ${budgetUnit}`;
  return `₹${trim(min)}–${trim(max)} ${budgetUnit}`;
}

function labelOf(requirement: Requirement, query: ListingQuery, count: number, kindImplied: boolean): string {
  const named = [...requirement.parts].sort((a, b) => ORDER.indexOf(a.field) - ORDER.indexOf(b.field)).map((part) => part.label);
  const parts = unique([...requirement.bedrooms, ...named, ...(requirement.budget ? [budgetLabel(query)] : [])]);
  const noun = count === 1 ? 'project' : 'projects';
  return `${parts.join(' · ')}: ${count} ${kindImplied ? noun : `${query.type} ${noun}`}`;
}

/**
 * The listing a requirement leads to and how many projects it shows, counted with the listing's
 * own filter over the same projects. Without a kind in the words, residential unless only
 * commercial projects fit. Null when no project fits.
 */
export function suggestRequirement(
  requirement: Requirement,
  projects: readonly FilterableEntry[],
  cities: readonly City[],
): RequirementSuggestion | null {
  const implied = impliedKind(requirement);
  const count = (query: ListingQuery) => filterEntries(projects, query, cities).length;
  let query = listingQuery(requirement, implied ?? 'residential');
  if (!implied && count(query) === 0) query = listingQuery(requirement, 'commercial');
  const total = count(query);
  if (total === 0) return null;
  return { label: labelOf(requirement, query, total, implied !== null), href: listingHref(query), count: total };
}
