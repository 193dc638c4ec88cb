import type { GeoBounds, ProjectKind } from '@/lib/site/content/types';
import { formatBbox, parseBbox } from './bbox';
import {
  AREA_RANGE,
  AREA_UNITS,
  BUDGET_RANGE,
  BUDGET_UNITS,
  DEFAULT_AREA,
  DEFAULT_BUDGET,
  SORT_OPTIONS,
  type AreaUnit,
  type BudgetUnit,
  type SortKey,
} from './options';

/** Every listing filter, the type, the sort and the page: the state a listing URL carries. */
export interface ListingQuery {
  type: ProjectKind;
  budget: [number, number];
  budgetUnit: BudgetUnit;
  area: [number, number];
  areaUnit: AreaUnit;
  propertyTypes: string[];
  bedrooms: string[];
  statuses: string[];
  furnishing: string[];
  localities: string[];
  cities: string[];
  /** Developer keys ('godrej'); a developer's name matches too. */
  developers: string[];
  sort: SortKey;
  page: number;
  /** The results as cards, or as markers on a map beside them. */
  view: ListingView;
  /** With "Search as I move the map" on: only the projects inside this part of the map. */
  bbox: GeoBounds | null;
}

export const LISTING_VIEWS = ['list', 'map'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

export type ListParam = 'propertyTypes' | 'bedrooms' | 'statuses' | 'furnishing' | 'localities' | 'cities' | 'developers';

/** The query parameter of each list filter; repeated for several values (a plain GET form's shape). */
export const LIST_PARAMS: Record<ListParam, string> = {
  propertyTypes: 'propertyType',
  bedrooms: 'bedrooms',
  statuses: 'status',
  furnishing: 'furnishing',
  localities: 'locality',
  cities: 'city',
  developers: 'developer',
};

export const DEFAULT_QUERY: ListingQuery = {
  type: 'residential',
  budget: [...DEFAULT_BUDGET],
  budgetUnit: 'Cr',
  area: [...DEFAULT_AREA],
  areaUnit: 'sqft',
  propertyTypes: [],
  bedrooms: [],
  statuses: [],
  furnishing: [],
  localities: [],
  cities: [],
  developers: [],
  sort: 'relevance',
  page: 1,
  view: 'list',
  bbox: null,
};

export type RawParams = Record<string, string | string[] | undefined>;

const MAX_VALUES = 30;
const MAX_VALUE_LENGTH = 80;
const MAX_PAGE = 10_000;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

type Range = { min: number; max: number; step: number };

/** A number clamped to the range and rounded to its step; null for anything that is not a number. */
export function clampToRange(value: unknown, range: Range): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  const stepped = Math.round(number / range.step) * range.step;
  return Number(Math.min(Math.max(stepped, range.min), range.max).toFixed(2));
}

function rangeParam(params: RawParams, names: [string, string], range: Range, fallback: readonly [number, number]): [number, number] {
  const min = clampToRange(first(params[names[0]]), range) ?? fallback[0];
  const max = clampToRange(first(params[names[1]]), range) ?? fallback[1];
  return min <= max ? [min, max] : [max, min];
}

function listParam(value: string | string[] | undefined): string[] {
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** Reads a listing URL's query; a value that is missing, junk or hostile falls back to its default. */
export function parseListingQuery(params: RawParams): ListingQuery {
  const page = Number(first(params.page));
  const view = oneOf(first(params.view), LISTING_VIEWS, 'list');
  return {
    type: first(params.type) === 'commercial' ? 'commercial' : 'residential',
    budget: rangeParam(params, ['budgetMin', 'budgetMax'], BUDGET_RANGE, DEFAULT_BUDGET),
    budgetUnit: oneOf(first(params.budgetUnit), BUDGET_UNITS, 'Cr'),
    area: rangeParam(params, ['areaMin', 'areaMax'], AREA_RANGE, DEFAULT_AREA),
    areaUnit: oneOf(first(params.areaUnit), AREA_UNITS, 'sqft'),
    propertyTypes: listParam(params[LIST_PARAMS.propertyTypes]),
    bedrooms: listParam(params[LIST_PARAMS.bedrooms]),
    statuses: listParam(params[LIST_PARAMS.statuses]),
    furnishing: listParam(params[LIST_PARAMS.furnishing]),
    localities: listParam(params[LIST_PARAMS.localities]),
    cities: listParam(params[LIST_PARAMS.cities]),
    developers: listParam(params[LIST_PARAMS.developers]),
    sort: oneOf(
      first(params.sort),
      SORT_OPTIONS.map((option) => option.value),
      'relevance',
    ),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    view,
    // Only the map view shows the area it narrows to.
    bbox: view === 'map' ? parseBbox(first(params.bbox)) : null,
  };
}

/** A listing URL's query string read exactly as the listing page reads its searchParams (a repeated name as a list). */
export function parseListingSearch(search: URLSearchParams): ListingQuery {
  const params: RawParams = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    params[name] = values.length === 1 ? values[0] : values;
  }
  return parseListingQuery(params);
}

const sameRange = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** A range at its default is no filter: the default budget of 0 to 100 Cr would hide every project without a price. */
export function isBudgetActive(query: ListingQuery): boolean {
  return !sameRange(query.budget, DEFAULT_BUDGET) || query.budgetUnit !== 'Cr';
}

export function isAreaActive(query: ListingQuery): boolean {
  return !sameRange(query.area, DEFAULT_AREA);
}

/** How many filters narrow the list (the sort, type, page, view and map area are not filters). */
export function activeFilterCount(query: ListingQuery): number {
  const lists = Object.keys(LIST_PARAMS) as ListParam[];
  return Number(isBudgetActive(query)) + Number(isAreaActive(query)) + lists.reduce((sum, key) => sum + query[key].length, 0);
}

/** The listing URL of a query, leaving out every default so equal views share one URL. */
export function listingHref(query: ListingQuery): string {
  const search = new URLSearchParams();
  if (query.type !== 'residential') search.set('type', query.type);
  if (isBudgetActive(query)) {
    search.set('budgetMin', String(query.budget[0]));
    search.set('budgetMax', String(query.budget[1]));
    search.set('budgetUnit', query.budgetUnit);
  }
  if (isAreaActive(query)) {
    search.set('areaMin', String(query.area[0]));
    search.set('areaMax', String(query.area[1]));
  }
  if (query.areaUnit !== 'sqft') search.set('areaUnit', query.areaUnit);
  for (const key of Object.keys(LIST_PARAMS) as ListParam[]) {
    for (const value of query[key]) search.append(LIST_PARAMS[key], value);
  }
  if (query.sort !== 'relevance') search.set('sort', query.sort);
  if (query.page > 1) search.set('page', String(query.page));
  if (query.view !== 'list') search.set('view', query.view);
  if (query.bbox) search.set('bbox', formatBbox(query.bbox));
  const text = search.toString();
  return text ? `/project-details?${text}` : '/project-details';
}
