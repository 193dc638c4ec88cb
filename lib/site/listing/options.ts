/** SPEC section 9: the listing filter's ranges and option lists. */

// The SPEC's budget starts at 1; it starts at 0 so that 'under 2 Cr' can include the projects under 1 Cr (issue 25).
export const BUDGET_RANGE = { min: 0, max: 100, step: 0.1 } as const;
export const AREA_RANGE = { min: 100, max: 10_000, step: 10 } as const;
export const DEFAULT_BUDGET: readonly [number, number] = [0, 100];
export const DEFAULT_AREA: readonly [number, number] = [500, 5000];

export const BUDGET_UNITS = ['L', 'Cr'] as const;
export const AREA_UNITS = ['sqft', 'sqyd', 'acre'] as const;
export type BudgetUnit = (typeof BUDGET_UNITS)[number];
export type AreaUnit = (typeof AREA_UNITS)[number];

export const PROPERTY_TYPES = [
  'Residential Apartment',
  'Residential Land',
  'Independent House/Villa',
  'Farm House',
  'Studio Apartment',
] as const;

const BEDROOMS = ['1 BHK', '2 BHK', '3 BHK', '3.5 BHK', '4 BHK', '4 BHK+', '4.5 BHK', '5 BHK', 'Duplex'];

export const BEDROOM_OPTIONS = {
  residential: BEDROOMS,
  commercial: [...BEDROOMS, '4 BHK+ Utility', '3 BHK + Utility'],
} as const;

export const CONSTRUCTION_STATUSES = ['New Launch', 'Under Construction', 'Ready To move'] as const;
export const FURNISHING_STATUSES = ['Furnished', 'Semi-Furnished', 'Unfurnished'] as const;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'possession', label: 'Newest possession' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
