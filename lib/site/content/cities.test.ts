import { cityProjectsIn, findCityIn, isInBounds, localitiesOf } from './cities';
import { getCities, getCityProjects } from './index';
import { normalizeProject, rawProjectSchema } from './project-schema';
import type { ProjectEntry } from './types';

const CITIES = getCities();
const findCity = (name: string) => findCityIn(CITIES, name);

const entry = (raw: unknown): ProjectEntry => ({
  project: normalizeProject(rawProjectSchema.parse(raw)),
  kind: 'residential',
  developerKey: 'dlf',
});

describe('findCityIn over data/cities.json', () => {
  it('accepts slugs, names and aliases', () => {
    expect(findCity('gurgaon')?.name).toBe('Gurgaon');
    expect(findCity('Gurugram')?.slug).toBe('gurgaon');
    expect(findCity('New Delhi')?.slug).toBe('delhi');
    expect(findCity('NOIDA')?.slug).toBe('noida');
    expect(findCity('bangalore')).toBeNull();
  });

  it('has three non-empty boxes', () => {
    expect(CITIES.map((c) => c.slug)).toEqual(['gurgaon', 'delhi', 'noida']);
    for (const { bounds } of CITIES) {
      expect(bounds.south).toBeLessThan(bounds.north);
      expect(bounds.west).toBeLessThan(bounds.east);
    }
  });
});

describe('isInBounds', () => {
  const noida = findCity('noida')!.bounds;
  it('tells inside from outside', () => {
    expect(isInBounds({ latitude: 28.4283, longitude: 77.4842 }, noida)).toBe(true);
    expect(isInBounds({ latitude: 19.076, longitude: 72.8777 }, noida)).toBe(false);
  });
});

describe('cityProjectsIn', () => {
  const entries = [
    entry({ id: 'a', city: 'Gurgaon', coordinates: { latitude: 28.57, longitude: 77.32 } }),
    entry({ id: 'b', coordinates: { latitude: 28.4283, longitude: 77.4842 } }),
    entry({ id: 'c', city: 'Noida' }),
    entry({ id: 'd' }),
  ];

  it("prefers the project's city field over its coordinates", () => {
    expect(cityProjectsIn(entries, CITIES, 'gurgaon').map((e) => e.project.id)).toEqual(['a']);
    expect(cityProjectsIn(entries, CITIES, 'Noida').map((e) => e.project.id)).toEqual(['b', 'c']);
  });

  it('returns nothing for an unknown city', () => {
    expect(cityProjectsIn(entries, CITIES, 'mumbai')).toEqual([]);
  });
});

describe('localitiesOf', () => {
  it('counts projects per locality and kind, most first', () => {
    const delhi = localitiesOf(getCityProjects('delhi'));
    expect(delhi[0]).toEqual({ name: 'Moti Nagar', residential: 2, commercial: 1 });
    expect(delhi.find((locality) => locality.name === 'Chandni Chowk')).toEqual({
      name: 'Chandni Chowk',
      residential: 0,
      commercial: 1,
    });
    expect(delhi.map((locality) => locality.name)).toContain('Vasant Kunj');
  });
});
