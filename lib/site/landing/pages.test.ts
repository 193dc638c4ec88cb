import { getAllProjectEntries, getCities, getLandingSegments } from '@/lib/site/content';
import { expandBedrooms, filterEntries } from '@/lib/site/listing/filter';
import { listingPage } from '@/lib/site/listing/listing';
import { parseListingSearch } from '@/lib/site/listing/query';
import { cityLocalities, citySegments, landingPaths, localityPage, projectLocality, segmentPage, segmentQuery } from './pages';

const cities = getCities();
const all = getAllProjectEntries();
const listingTotal = (href: string) => listingPage(all, parseListingSearch(new URL(href, 'http://x.invalid').searchParams), cities).total;

describe('segment pages', () => {
  it('hold exactly the projects of their city that the segment filter fits, as many as the listing they link to', () => {
    const page = segmentPage('gurgaon', '3-bhk')!;
    expect(page.heading).toBe('3 BHK Apartments in Gurgaon');
    expect(page.entries.length).toBeGreaterThan(0);
    // '3, 4 BHK' offers 3 BHK homes: the listing reads it so (expandBedrooms), and so does this page.
    expect(
      page.entries.every((entry) => entry.project.city === 'Gurgaon' && /\b3 BHK\b/.test(expandBedrooms(entry.project.bedrooms))),
    ).toBe(true);
    expect(page.entries.length).toBe(listingTotal(page.listing));
    expect(page.listing).toBe('/project-details?bedrooms=3+BHK&city=Gurgaon');
  });

  it('exist for every city and segment some project fits, and for no other', () => {
    for (const city of cities) {
      for (const segment of getLandingSegments()) {
        const fitting = filterEntries(all, segmentQuery(segment, city), cities).length;
        const page = segmentPage(city.slug, segment.slug);
        expect([city.slug, segment.slug, page?.entries.length ?? 0]).toEqual([city.slug, segment.slug, fitting]);
        expect(citySegments(city).some((listed) => listed.slug === segment.slug)).toBe(fitting > 0);
      }
    }
    expect(segmentPage('gurgaon', 'penthouses')).toBeNull();
    expect(segmentPage('mumbai', '3-bhk')).toBeNull();
  });

  it('give every city the residential and commercial pages its footer column links to', () => {
    for (const city of cities) {
      expect(segmentPage(city.slug, 'residential')?.entries.length).toBeGreaterThan(0);
      expect(segmentPage(city.slug, 'commercial')?.entries.length).toBeGreaterThan(0);
    }
  });
});

describe('locality pages', () => {
  it('hold the projects of their locality in their city, one page per locality with projects', () => {
    const page = localityPage('gurgaon', 'cyber-city')!;
    expect(page.heading).toBe('Projects in Cyber City, Gurgaon');
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((entry) => entry.project.localities === 'Cyber City')).toBe(true);
    const listed = cityLocalities(cities.find((city) => city.slug === 'gurgaon')!);
    expect(listed.find((locality) => locality.slug === 'cyber-city')?.count).toBe(page.entries.length);
    expect(new Set(listed.map((locality) => locality.slug)).size).toBe(listed.length);
    expect(localityPage('gurgaon', 'nowhere')).toBeNull();
  });
});

it('lists every landing page once for the sitemap and the build', () => {
  const paths = landingPaths();
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).toContain('/city/gurgaon/3-bhk');
  expect(paths).toContain('/city/gurgaon/locality/cyber-city');
});

describe('projectLocality', () => {
  it("links a project to its locality's page, which lists it", () => {
    const entry = all.find((candidate) => candidate.project.name === 'Godrej Aristocrat')!;
    const locality = projectLocality(entry)!;
    expect(locality).toMatchObject({
      name: 'Golf Course Extension Road',
      cityName: 'Gurgaon',
      path: '/city/gurgaon/locality/golf-course-extension-road',
    });
    const page = localityPage('gurgaon', 'golf-course-extension-road')!;
    expect(page.entries.map((candidate) => candidate.project.name)).toContain('Godrej Aristocrat');
    expect(locality.count).toBe(page.entries.length);
  });

  it('gives every project in a listed city a locality page that exists', () => {
    const paths = new Set(landingPaths());
    for (const entry of all) {
      const locality = projectLocality(entry);
      if (locality) expect([entry.project.name, paths.has(locality.path)]).toEqual([entry.project.name, true]);
    }
  });
});

describe('locality details over the real data', () => {
  const page = localityPage('gurgaon', 'golf-course-extension-road')!;

  it("compute the price range and configurations from the locality's own projects", () => {
    const rates = page.entries.flatMap((entry) =>
      entry.project.floors.map((floor) => Number(floor.pricePerSqft.replace(/[^\d.]/g, ''))).filter((rate) => rate > 0),
    );
    expect(rates.length).toBeGreaterThan(0);
    expect(page.locality!.facts.pricePerSqft).toMatchObject({ min: Math.min(...rates), max: Math.max(...rates) });
    const configurations = page.locality!.facts.configurations;
    for (const entry of page.entries) {
      for (const count of entry.project.bedrooms.match(/\d+(\.\d+)?/g) ?? []) expect(configurations).toContain(`${count} BHK`);
    }
  });

  it('list the five nearest other localities, nearest first, each with a page', () => {
    const { nearby } = page.locality!;
    expect(nearby).toHaveLength(5);
    expect(nearby.map((place) => place.path)).not.toContain(page.path);
    const distances = nearby.map((place) => place.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const paths = new Set(landingPaths());
    expect(nearby.every((place) => paths.has(place.path))).toBe(true);
  });

  it('carry the guide of data/topLocalities.json where there is one, and no other', () => {
    expect(localityPage('gurgaon', 'golf-course-road')?.locality?.guide).toMatch(/^Gurgaon's most prestigious address/);
    expect(page.locality!.guide).toBeNull();
  });
});
