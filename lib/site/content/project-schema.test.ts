import { ContentError } from './errors';
import { normalizeProject, parseProjectFile, PROJECT_DEFAULTS, rawProjectSchema } from './project-schema';

const FILE = 'data/residentialProjects.json';

function normalize(raw: unknown, key?: string) {
  return normalizeProject(rawProjectSchema.parse(raw), key);
}

describe('normalizeProject defaults', () => {
  const bare = normalize({}, 'godrej');

  it('fills every SPEC default for an empty project', () => {
    expect(bare).toMatchObject({
      name: 'Unnamed Project',
      developer: 'godrej',
      price: 'Price not available',
      propertyType: 'Unknown Type',
      localities: 'Location not specified',
      location: 'Location not specified',
      locationDetails: null,
      area: 'Area not specified',
      projectStatus: 'Status not available',
      bedrooms: 'N/A',
      budget: [0, 0],
      amenities: ['Power Backup', 'Parking', 'Security'],
      images: ['/images/placeholder.webp'],
      image: '/images/placeholder.webp',
      coordinates: { latitude: 19.076, longitude: 72.8777 },
      specifications: [],
      nearbyLocations: [],
      sitePlanImages: [],
      floors: [],
    });
  });

  it('invents a distinct id when none is given', () => {
    const other = normalize({});
    expect(bare.id).toMatch(/^project-[0-9a-f]{8}$/);
    expect(other.id).not.toBe(bare.id);
  });

  it("uses 'Unknown Developer' without a developer or key", () => {
    expect(normalize({}).developer).toBe(PROJECT_DEFAULTS.developer);
    expect(normalize({ developer: 'DLF' }, 'dlf').developer).toBe('DLF');
  });

  it('falls back from images to image to the placeholder', () => {
    expect(normalize({ image: '/a.webp' }).images).toEqual(['/a.webp']);
    expect(normalize({ images: [], image: '/a.webp' }).images).toEqual(['/a.webp']);
    const both = normalize({ images: ['/b.webp', '/c.webp'] });
    expect(both.images).toEqual(['/b.webp', '/c.webp']);
    expect(both.image).toBe('/b.webp');
  });

  it('turns a single budget number into a pair and orders a pair', () => {
    expect(normalize({ budget: 5_000_000 }).budget).toEqual([5_000_000, 5_000_000]);
    expect(normalize({ budget: [9, 3] }).budget).toEqual([3, 9]);
  });

  it('falls back from location to localities but remembers the missing text', () => {
    const project = normalize({ localities: 'Sohna Road' });
    expect(project.location).toBe('Sohna Road');
    expect(project.locationDetails).toBeNull();
    expect(normalize({ localities: 'Sohna Road', location: 'Sector 49' }).locationDetails).toBe('Sector 49');
  });

  it('keeps given values and numeric ids as strings', () => {
    const project = normalize({ id: 42, amenities: ['Pool'], bedrooms: '3, 4 BHK' });
    expect(project.id).toBe('42');
    expect(project.amenities).toEqual(['Pool']);
    expect(project.bedrooms).toBe('3, 4 BHK');
  });

  it('treats null like a missing field', () => {
    expect(normalize({ name: null, amenities: null }).name).toBe('Unnamed Project');
  });
});

describe('parseProjectFile', () => {
  it('yields no projects for a key whose value is not a non-empty array', () => {
    const parsed = parseProjectFile({ a: 'oops', b: [], c: { id: 'x' }, d: [{ id: 'p1' }] }, FILE);
    expect(parsed.a).toEqual([]);
    expect(parsed.b).toEqual([]);
    expect(parsed.c).toEqual([]);
    expect(parsed.d?.map((p) => p.id)).toEqual(['p1']);
    expect(parsed.d?.[0]?.developer).toBe('d');
  });

  it('names the file and the field of a wrongly typed value', () => {
    const raw = { godrej: [{ id: 'ok' }, { id: 'bad', coordinates: { latitude: '28.4', longitude: 77 } }] };
    expect(() => parseProjectFile(raw, FILE)).toThrow(ContentError);
    expect(() => parseProjectFile(raw, FILE)).toThrow(/^data\/residentialProjects\.json: godrej\[1\]\.coordinates\.latitude: /);
  });

  it('rejects a budget that is not a number or a pair', () => {
    expect(() => parseProjectFile({ dlf: [{ budget: 'a lot' }] }, FILE)).toThrow(/dlf\[0\]\.budget/);
    expect(() => parseProjectFile({ dlf: [{ budget: [1, 2, 3] }] }, FILE)).toThrow(/dlf\[0\]\.budget/);
  });

  it('rejects a file that is not an object', () => {
    expect(() => parseProjectFile([], FILE)).toThrow(/residentialProjects\.json: \(root\)/);
    expect(() => parseProjectFile(null, FILE)).toThrow(ContentError);
  });
});
