import { DEFAULT_QUERY, activeFilterCount, clampToRange, listingHref, parseListingQuery, parseListingSearch } from './query';

describe('parseListingQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual(DEFAULT_QUERY);
  });

  it('reads every filter, the type, the sort and the page', () => {
    const query = parseListingQuery({
      type: 'commercial',
      budgetMin: '40',
      budgetMax: '75.5',
      budgetUnit: 'L',
      areaMin: '1000',
      areaMax: '2500',
      areaUnit: 'sqyd',
      propertyType: 'Office Space',
      bedrooms: ['2 BHK', '3 BHK'],
      status: 'Ready To move',
      furnishing: 'Furnished',
      locality: ['Sohna Road', 'Cyber City'],
      city: 'Gurgaon',
      developer: ['godrej', 'dlf'],
      sort: 'price-desc',
      page: '3',
      view: 'map',
      bbox: '77.05,28.38,77.12,28.45',
    });
    expect(query).toEqual({
      type: 'commercial',
      budget: [40, 75.5],
      budgetUnit: 'L',
      area: [1000, 2500],
      areaUnit: 'sqyd',
      propertyTypes: ['Office Space'],
      bedrooms: ['2 BHK', '3 BHK'],
      statuses: ['Ready To move'],
      furnishing: ['Furnished'],
      localities: ['Sohna Road', 'Cyber City'],
      cities: ['Gurgaon'],
      developers: ['godrej', 'dlf'],
      sort: 'price-desc',
      page: 3,
      view: 'map',
      bbox: { west: 77.05, south: 28.38, east: 77.12, north: 28.45 },
    });
  });

  it('ignores junk values and clamps numbers to the SPEC ranges', () => {
    const query = parseListingQuery({
      type: '<script>',
      budgetMin: 'abc',
      budgetMax: '1e308',
      budgetUnit: 'crore',
      areaMin: '-50',
      areaMax: 'Infinity',
      areaUnit: 'hectare',
      sort: 'drop table',
      page: '-2',
      bedrooms: ['', '   ', 'x'.repeat(500)],
    });
    expect(query.type).toBe('residential');
    expect(query.budget).toEqual([0, 100]);
    expect(query.budgetUnit).toBe('Cr');
    expect(query.area).toEqual([100, 5000]);
    expect(query.areaUnit).toBe('sqft');
    expect(query.sort).toBe('relevance');
    expect(query.page).toBe(1);
    expect(query.bedrooms).toEqual([]);
  });

  it('rounds to the slider steps, swaps a reversed range and takes the first of repeated numbers', () => {
    const query = parseListingQuery({ budgetMin: ['7.26', '9'], budgetMax: '2.04', areaMin: '1234', areaMax: '99999' });
    expect(query.budget).toEqual([2, 7.3]);
    expect(query.area).toEqual([1230, 10000]);
  });

  it('lets the budget start below 1 Cr, at 0', () => {
    expect(parseListingQuery({ budgetMin: '0', budgetMax: '2' }).budget).toEqual([0, 2]);
    expect(parseListingQuery({ budgetMin: '-5', budgetMax: '0.5' }).budget).toEqual([0, 0.5]);
  });

  it('accepts only whole pages and caps an absurd one', () => {
    expect(parseListingQuery({ page: '2.5' }).page).toBe(1);
    expect(parseListingQuery({ page: '99999999' }).page).toBe(10000);
  });

  it('de-duplicates and caps repeated list values', () => {
    const many = Array.from({ length: 50 }, (_, index) => `Sector ${index}`);
    expect(parseListingQuery({ locality: ['Saket', 'Saket', ' Okhla '] }).localities).toEqual(['Saket', 'Okhla']);
    expect(parseListingQuery({ locality: many }).localities).toHaveLength(30);
  });
});

describe('clampToRange', () => {
  const range = { min: 1, max: 100, step: 0.1 };
  it('rejects what is not a number', () => {
    expect(clampToRange('', range)).toBeNull();
    expect(clampToRange('NaN', range)).toBeNull();
    expect(clampToRange(undefined, range)).toBeNull();
  });
  it('clamps at both ends', () => {
    expect(clampToRange('0.2', range)).toBe(1);
    expect(clampToRange(250, range)).toBe(100);
  });
});

describe('listingHref', () => {
  it('is the bare listing for the defaults', () => {
    expect(listingHref(DEFAULT_QUERY)).toBe('/project-details');
  });

  it('round-trips a filtered query through the URL', () => {
    const query = {
      ...DEFAULT_QUERY,
      type: 'commercial' as const,
      budget: [2, 5] as [number, number],
      localities: ['Golf Course Road', 'Sohna'],
      cities: ['Gurgaon'],
      bedrooms: ['3 BHK + Utility'],
      sort: 'possession' as const,
      page: 2,
    };
    const href = listingHref(query);
    expect(href).toBe(
      '/project-details?type=commercial&budgetMin=2&budgetMax=5&budgetUnit=Cr&bedrooms=3+BHK+%2B+Utility' +
        '&locality=Golf+Course+Road&locality=Sohna&city=Gurgaon&sort=possession&page=2',
    );
    const search = new URLSearchParams(href.split('?')[1]);
    const params: Record<string, string[]> = {};
    search.forEach((value, key) => (params[key] = [...(params[key] ?? []), value]));
    expect(parseListingQuery(params)).toEqual(query);
  });

  it('writes the budget unit even at the default numbers, because lakh changes the range', () => {
    expect(listingHref({ ...DEFAULT_QUERY, budgetUnit: 'L' })).toBe('/project-details?budgetMin=0&budgetMax=100&budgetUnit=L');
  });

  it('keeps the developer filter in the URL', () => {
    expect(listingHref({ ...DEFAULT_QUERY, developers: ['godrej', 'signature-global'] })).toBe(
      '/project-details?developer=godrej&developer=signature-global',
    );
  });
});

describe('parseListingSearch', () => {
  it('reads a query string as the listing page reads its searchParams', () => {
    const search = new URLSearchParams('type=commercial&developer=dlf&developer=m3m&city=Gurgaon&budgetMin=0&budgetMax=2');
    expect(parseListingSearch(search)).toEqual({
      ...DEFAULT_QUERY,
      type: 'commercial',
      developers: ['dlf', 'm3m'],
      cities: ['Gurgaon'],
      budget: [0, 2],
    });
  });
});

describe('activeFilterCount', () => {
  it('counts ranges off their default and each chosen value', () => {
    expect(activeFilterCount(DEFAULT_QUERY)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_QUERY, area: [500, 3000], statuses: ['New Launch', 'Under Construction'] })).toBe(3);
    expect(activeFilterCount({ ...DEFAULT_QUERY, developers: ['godrej'] })).toBe(1);
  });
});

describe('the map view and its area', () => {
  it('keeps the view and the area in the URL, in the order OpenStreetMap writes a bbox', () => {
    const query = parseListingQuery({ view: 'map', bbox: '77.051234,28.38,77.12,28.45', city: 'Gurgaon' });
    expect(query.bbox).toEqual({ west: 77.0512, south: 28.38, east: 77.12, north: 28.45 });
    expect(listingHref(query)).toBe('/project-details?city=Gurgaon&view=map&bbox=77.0512%2C28.38%2C77.12%2C28.45');
    expect(parseListingSearch(new URL(listingHref(query), 'http://x').searchParams)).toEqual(query);
  });

  it('ignores an area outside the map view: the list shows every match', () => {
    expect(parseListingQuery({ bbox: '77.05,28.38,77.12,28.45' }).bbox).toBeNull();
    expect(listingHref(parseListingQuery({ bbox: '77.05,28.38,77.12,28.45' }))).toBe('/project-details');
  });

  it('ignores an unknown view and a malformed area', () => {
    expect(parseListingQuery({ view: 'satellite' }).view).toBe('list');
    for (const bbox of ['', '1,2,3', '77,28,76,29', '77,29,78,28', 'a,b,c,d', '77,28,78,91', '-181,0,0,1', '1,2,3,4,5', ',,,']) {
      expect(parseListingQuery({ view: 'map', bbox }).bbox).toBeNull();
    }
  });
});
