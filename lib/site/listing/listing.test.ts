import { getAllProjectEntries, getCities, getCityProjects, getLocations } from '@/lib/site/content';
import { listingPage } from './listing';
import { chosenFirst, filterOptions, localityNames } from './options-for';
import { DEFAULT_QUERY } from './query';

const all = getAllProjectEntries();
const cities = getCities();
const cityNames = cities.map((city) => city.name);
const residential = all.filter((e) => e.kind === 'residential');

describe('listingPage over the real data', () => {
  it('pages the residential projects six at a time in data order', () => {
    const first = listingPage(all, DEFAULT_QUERY, cities);
    expect(first.total).toBe(residential.length);
    expect(first.pageCount).toBe(Math.ceil(residential.length / 6));
    expect(first.entries.map((e) => e.project.name)).toEqual(residential.slice(0, 6).map((e) => e.project.name));
  });

  it('clamps a page past the end to the last page', () => {
    const last = listingPage(all, { ...DEFAULT_QUERY, page: 999 }, cities);
    expect(last.page).toBe(last.pageCount);
    expect(last.entries.at(-1)?.project.name).toBe(residential.at(-1)?.project.name);
  });

  it('counts the ready-to-move residential projects the data holds', () => {
    const ready = residential.filter((e) => e.project.projectStatus.toLowerCase() === 'ready to move');
    expect(ready.length).toBeGreaterThan(0);
    expect(listingPage(all, { ...DEFAULT_QUERY, statuses: ['Ready To move'] }, cities).total).toBe(ready.length);
  });

  it("narrows to a city's projects, the same ones its city page shows", () => {
    for (const city of cities) {
      for (const type of ['residential', 'commercial'] as const) {
        const expected = getCityProjects(city.slug).filter((e) => e.kind === type);
        const page = listingPage(all, { ...DEFAULT_QUERY, type, cities: [city.name] }, cities);
        expect(page.total).toBe(expected.length);
        expect(page.entries.map((e) => e.project.id)).toEqual(expected.slice(0, 6).map((e) => e.project.id));
      }
    }
    const noida = getCityProjects('noida').filter((e) => e.kind === 'residential').length;
    const delhi = getCityProjects('delhi').filter((e) => e.kind === 'residential').length;
    expect(listingPage(all, { ...DEFAULT_QUERY, cities: ['Noida', 'Delhi'] }, cities).total).toBe(noida + delhi);
    expect(listingPage(all, { ...DEFAULT_QUERY, cities: ['Atlantis'] }, cities).total).toBe(0);
  });

  it("narrows to a developer's projects of the type", () => {
    for (const type of ['residential', 'commercial'] as const) {
      const expected = all.filter((e) => e.kind === type && e.developerKey === 'godrej');
      expect(expected.length).toBeGreaterThan(0);
      expect(listingPage(all, { ...DEFAULT_QUERY, type, developers: ['godrej'] }, cities).total).toBe(expected.length);
    }
  });

  it('includes the projects that start under 1 Cr in a budget under 2 Cr', () => {
    const under = (rupees: number) => residential.filter((e) => e.project.budget[1] > 0 && e.project.budget[0] <= rupees);
    expect(under(10_000_000).length).toBeGreaterThan(0);
    const page = listingPage(all, { ...DEFAULT_QUERY, budget: [0, 2], budgetUnit: 'Cr' }, cities);
    expect(page.total).toBe(under(20_000_000).length);
  });
});

describe('listingPage in the map view', () => {
  // Around Golf Course Extension Road, Gurgaon.
  const golfCourseExtension = { west: 77.05, south: 28.39, east: 77.1, north: 28.415 };
  const inside = residential.filter(
    ({ project: { coordinates: c } }) => c.latitude >= 28.39 && c.latitude <= 28.415 && c.longitude >= 77.05 && c.longitude <= 77.1,
  );

  it('lists only the projects inside the map area, and keeps every match for the markers', () => {
    expect(inside.map((e) => e.project.name)).toEqual(expect.arrayContaining(['Godrej Aristocrat', 'M3M Golf Estate', 'DLF The Arbour']));
    const page = listingPage(all, { ...DEFAULT_QUERY, view: 'map', bbox: golfCourseExtension }, cities);
    expect(page.total).toBe(inside.length);
    expect(page.entries.map((e) => e.project.name)).toEqual(inside.slice(0, 6).map((e) => e.project.name));
    expect(page.matched).toHaveLength(residential.length);
  });

  it('combines the area with the filters', () => {
    const page = listingPage(all, { ...DEFAULT_QUERY, view: 'map', bbox: golfCourseExtension, developers: ['m3m'] }, cities);
    expect(page.entries.map((e) => e.project.name)).toEqual(['M3M Golf Estate']);
    expect(page.matched.every((e) => e.developerKey === 'm3m')).toBe(true);
  });
});

describe('filter options', () => {
  it('joins location.json and the projects localities without duplicates', () => {
    const names = localityNames(getLocations(), all);
    expect(names).toContain('Golf Course Road');
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const e of all) expect(names).toContain(e.project.localities);
  });

  it('puts chosen values first and keeps ones the list lacks', () => {
    expect(chosenFirst(['Aerocity', 'Okhla', 'Saket'], ['saket', 'Atlantis'])).toEqual(['saket', 'Atlantis', 'Aerocity', 'Okhla']);
  });

  it('offers the commercial bedroom extras and the commercial property types', () => {
    const options = filterOptions(all, getLocations(), cityNames, { ...DEFAULT_QUERY, type: 'commercial' });
    expect(options.bedrooms).toEqual(expect.arrayContaining(['4 BHK+ Utility', '3 BHK + Utility']));
    expect(options.propertyTypes).toEqual(expect.arrayContaining(['Office Space', 'Retail Shop']));
    const residentialOptions = filterOptions(all, getLocations(), cityNames, DEFAULT_QUERY);
    expect(residentialOptions.bedrooms).not.toContain('3 BHK + Utility');
    expect(residentialOptions.cities).toEqual(['Gurgaon', 'Delhi', 'Noida']);
  });

  it('offers the developers of the type by name, the chosen ones first', () => {
    const options = filterOptions(all, getLocations(), cityNames, { ...DEFAULT_QUERY, developers: ['tata'] });
    const withResidential = new Set(residential.map((e) => e.developerKey));
    expect(options.developers[0]).toBe('tata');
    expect(new Set(options.developers)).toEqual(withResidential);
    expect(options.developerNames.godrej).toBe('Godrej Properties');
    const names = options.developers.slice(1).map((key) => options.developerNames[key]!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const commercial = filterOptions(all, getLocations(), cityNames, { ...DEFAULT_QUERY, type: 'commercial' });
    expect(commercial.developers).toContain('hsbc');
    expect(commercial.developers).not.toContain('krisumi');
  });
});
