import type { City } from '@/lib/site/content/types';
import {
  areaMatches,
  budgetInRupees,
  budgetMatches,
  cityMatcher,
  containsTerm,
  expandBedrooms,
  filterEntries,
  matchesDeveloper,
  matchesLocality,
  matchesQuery,
  rangesOverlap,
} from './filter';
import { DEFAULT_QUERY } from './query';
import { entry } from './test-projects';

const project = (raw: Parameters<typeof entry>[0]) => entry(raw).project;

describe('rangesOverlap', () => {
  it('includes both edges', () => {
    expect(rangesOverlap([1, 2], [2, 3])).toBe(true);
    expect(rangesOverlap([2, 3], [1, 2])).toBe(true);
    expect(rangesOverlap([1, 1.9], [2, 3])).toBe(false);
    expect(rangesOverlap([3.1, 4], [2, 3])).toBe(false);
    expect(rangesOverlap([0, 10], [4, 5])).toBe(true);
  });
});

describe('budget', () => {
  it('converts lakh and crore to rupees', () => {
    expect(budgetInRupees([1, 100], 'L')).toEqual([100_000, 10_000_000]);
    expect(budgetInRupees([2.5, 7.3], 'Cr')).toEqual([25_000_000, 73_000_000]);
  });

  it('matches when the budget ranges overlap, edges included', () => {
    const flat = project({ budget: [8_190_000, 15_120_000] }); // 81.9 L to 1.51 Cr
    expect(budgetMatches(flat, [1.51, 3], 'Cr')).toBe(true);
    expect(budgetMatches(flat, [1.6, 3], 'Cr')).toBe(false);
    expect(budgetMatches(flat, [50, 81.9], 'L')).toBe(true);
    expect(budgetMatches(flat, [50, 81.8], 'L')).toBe(false);
  });

  it('reads a single budget number as a point and never matches a missing budget', () => {
    expect(budgetMatches(project({ budget: 20_000_000 }), [2, 2], 'Cr')).toBe(true);
    expect(budgetMatches(project({}), [1, 100], 'L')).toBe(false);
  });
});

describe('area', () => {
  it('reads the range from the first two numbers of the text', () => {
    const flat = project({ area: '1,250 - 2,100 sq.ft.' });
    expect(areaMatches(flat, [2100, 3000])).toBe(true);
    expect(areaMatches(flat, [2110, 3000])).toBe(false);
    expect(areaMatches(flat, [500, 1250])).toBe(true);
    expect(areaMatches(flat, [500, 1240])).toBe(false);
  });

  it('reads one number as a point, whatever the unit', () => {
    expect(areaMatches(project({ area: '2 acres' }), [100, 500])).toBe(false);
    expect(areaMatches(project({ area: '2 acres' }), [2, 10])).toBe(true);
  });

  it('lets a project with no area text match', () => {
    expect(areaMatches(project({}), [9000, 10000])).toBe(true);
  });
});

describe('substring filters', () => {
  it('matches whole words without case', () => {
    expect(containsTerm('Retail Shop, Office Space', 'office space')).toBe(true);
    expect(containsTerm('Ready To Move', 'Ready To move')).toBe(true);
    expect(containsTerm('Semi-Furnished', 'Furnished')).toBe(false);
    expect(containsTerm('Unfurnished', 'Furnished')).toBe(false);
    expect(containsTerm('Furnished', 'Furnished')).toBe(true);
    expect(containsTerm('4.5 BHK', '5 BHK')).toBe(false);
  });

  it('spreads a shared BHK suffix over each number', () => {
    expect(expandBedrooms('2, 3, 3.5 BHK')).toBe('2 BHK, 3 BHK, 3.5 BHK');
    expect(expandBedrooms('2 BHK, 2 BHK + Study')).toBe('2 BHK, 2 BHK + Study');
    expect(expandBedrooms('N/A')).toBe('N/A');
  });

  it('filters by property type, bedrooms, status and furnishing', () => {
    const villa = project({
      propertyType: 'Independent House/Villa',
      bedrooms: '4, 4.5 BHK',
      projectStatus: 'Ready To Move',
      furnishing: 'Semi-Furnished',
    });
    const q = DEFAULT_QUERY;
    expect(matchesQuery(villa, { ...q, propertyTypes: ['Independent House/Villa'] })).toBe(true);
    expect(matchesQuery(villa, { ...q, propertyTypes: ['Residential Apartment'] })).toBe(false);
    expect(matchesQuery(villa, { ...q, bedrooms: ['4 BHK'] })).toBe(true);
    expect(matchesQuery(villa, { ...q, bedrooms: ['5 BHK'] })).toBe(false);
    expect(matchesQuery(villa, { ...q, bedrooms: ['3 BHK', '4.5 BHK'] })).toBe(true);
    expect(matchesQuery(villa, { ...q, statuses: ['Ready To move'] })).toBe(true);
    expect(matchesQuery(villa, { ...q, statuses: ['New Launch'] })).toBe(false);
    expect(matchesQuery(villa, { ...q, furnishing: ['Semi-Furnished'] })).toBe(true);
    expect(matchesQuery(villa, { ...q, furnishing: ['Furnished'] })).toBe(false);
    expect(matchesQuery(villa, { ...q, bedrooms: ['4 BHK'], furnishing: ['Unfurnished'] })).toBe(false);
  });

  it('finds Duplex in the property type as well as the bedrooms', () => {
    expect(matchesQuery(project({ propertyType: 'Duplex Penthouse' }), { ...DEFAULT_QUERY, bedrooms: ['Duplex'] })).toBe(true);
  });

  it('matches a locality inside the localities or the location text', () => {
    const flat = project({ localities: 'Sohna Road', location: 'Sector 48, Gurgaon' });
    expect(matchesLocality(flat, [])).toBe(true);
    expect(matchesLocality(flat, ['sohna'])).toBe(true);
    expect(matchesLocality(flat, ['Sector 48'])).toBe(true);
    expect(matchesLocality(flat, ['Saket', 'Okhla'])).toBe(false);
  });
});

describe('filterEntries', () => {
  const entries = [
    entry({ name: 'Cheap', budget: [8_000_000, 9_000_000], area: '650 - 900 sq.ft.' }),
    entry({ name: 'Dear', budget: [50_000_000, 90_000_000], area: '3000 - 4500 sq.ft.' }),
    entry({ name: 'Shop', budget: [5_000_000, 20_000_000] }, 'commercial'),
  ];
  const names = (query: typeof DEFAULT_QUERY) => filterEntries(entries, query, []).map((e) => e.project.name);

  it('keeps every project of the type while the ranges are at their defaults', () => {
    expect(names(DEFAULT_QUERY)).toEqual(['Cheap', 'Dear']);
    expect(names({ ...DEFAULT_QUERY, type: 'commercial' })).toEqual(['Shop']);
  });

  it('narrows by budget and by area once they leave the default', () => {
    expect(names({ ...DEFAULT_QUERY, budget: [0, 2] })).toEqual(['Cheap']);
    expect(names({ ...DEFAULT_QUERY, budget: [1, 5] })).toEqual(['Dear']);
    expect(names({ ...DEFAULT_QUERY, budget: [1, 4.9] })).toEqual([]);
    expect(names({ ...DEFAULT_QUERY, budget: [50, 100], budgetUnit: 'L' })).toEqual(['Cheap']);
    expect(names({ ...DEFAULT_QUERY, area: [3500, 10000] })).toEqual(['Dear']);
  });
});

describe('matchesDeveloper', () => {
  const godrej = { ...entry({ name: 'Aristocrat', developer: 'Godrej Properties' }), developerKey: 'godrej' };
  const signature = { ...entry({ name: 'City 93', developer: 'Signature Global' }), developerKey: 'signature-global' };

  it('matches a chosen developer key or name, ignoring case, hyphens and spaces', () => {
    expect(matchesDeveloper(godrej, ['godrej'])).toBe(true);
    expect(matchesDeveloper(godrej, ['Godrej Properties'])).toBe(true);
    expect(matchesDeveloper(signature, ['Signature Global'])).toBe(true);
    expect(matchesDeveloper(signature, ['SIGNATURE-GLOBAL', 'dlf'])).toBe(true);
    expect(matchesDeveloper(godrej, ['dlf', 'signature-global'])).toBe(false);
  });

  it('matches every developer when none is chosen, and narrows the listing', () => {
    expect(matchesDeveloper(godrej, [])).toBe(true);
    const names = filterEntries([godrej, signature], { ...DEFAULT_QUERY, developers: ['godrej'] }, []).map((e) => e.project.name);
    expect(names).toEqual(['Aristocrat']);
  });
});

describe('cityMatcher', () => {
  const bounds = (south: number, west: number, north: number, east: number) => ({ south, west, north, east });
  const cities: City[] = [
    { slug: 'gurgaon', name: 'Gurgaon', description: '', bounds: bounds(28.22, 76.8, 28.56, 77.16) },
    { slug: 'noida', name: 'Noida', description: '', bounds: bounds(28.4, 77.28, 28.65, 77.55) },
  ];
  const named = project({ name: 'Named', city: 'Gurugram', coordinates: { latitude: 28.5, longitude: 77.4 } });
  const placed = project({ name: 'Placed', coordinates: { latitude: 28.5, longitude: 77.4 } });

  it("goes by the project's city field first, by its coordinates without one", () => {
    expect(cityMatcher(['Gurgaon'], cities)(named)).toBe(true);
    expect(cityMatcher(['Noida'], cities)(named)).toBe(false);
    expect(cityMatcher(['noida'], cities)(placed)).toBe(true);
    expect(cityMatcher(['Gurgaon'], cities)(placed)).toBe(false);
  });

  it('matches any chosen city, everything when none is chosen, nothing for an unknown one', () => {
    expect(cityMatcher(['Gurgaon', 'Noida'], cities)(placed)).toBe(true);
    expect(cityMatcher([], cities)(placed)).toBe(true);
    expect(cityMatcher(['Atlantis'], cities)(placed)).toBe(false);
  });
});
