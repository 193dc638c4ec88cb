import type { FilterableEntry } from '@/lib/site/listing/filter';
import type { Requirement } from './read-query';
import { suggestRequirement } from './suggestion';

const CR = 10_000_000;
const L = 100_000;

function project(
  kind: FilterableEntry['kind'],
  budget: [number, number],
  extra: Partial<FilterableEntry['project']> = {},
): FilterableEntry {
  return {
    kind,
    developerKey: 'dev',
    project: {
      developer: 'Dev Group',
      propertyType: kind === 'residential' ? 'Residential Apartment' : 'Office Space',
      localities: 'Sohna Road',
      location: 'Sector 48, Sohna Road, Gurugram',
      area: '1200 sqft',
      projectStatus: 'Ready To Move',
      bedrooms: kind === 'residential' ? '2, 3 BHK' : 'N/A',
      budget,
      furnishing: 'Unfurnished',
      coordinates: { latitude: 28.4, longitude: 77 },
      city: 'Gurgaon',
      ...extra,
    },
  };
}

const projects = [
  project('residential', [60 * L, 90 * L]),
  project('residential', [1.2 * CR, 2.5 * CR]),
  project('residential', [6 * CR, 9 * CR]),
  project('commercial', [40 * L, 3 * CR], { localities: 'Cyber City', location: 'Cyber City, Gurugram' }),
];
const none: Requirement = { parts: [], bedrooms: [], budget: null };

describe('suggestRequirement', () => {
  it('puts a budget in lakh on the lakh slider when it fits, else in crore', () => {
    expect(suggestRequirement({ ...none, budget: { min: 0, max: 80 * L, inLakh: true } }, projects, [])).toEqual({
      label: 'under ₹80 L: 1 residential project',
      href: '/project-details?budgetMin=0&budgetMax=80&budgetUnit=L',
      count: 1,
    });
    expect(suggestRequirement({ ...none, budget: { min: 80 * L, max: 1.5 * CR, inLakh: true } }, projects, [])?.href).toBe(
      '/project-details?budgetMin=0.8&budgetMax=1.5&budgetUnit=Cr',
    );
  });

  it('says under, above or a range, from the values the listing will apply', () => {
    const label = (min: number, max: number | null) =>
      suggestRequirement({ ...none, budget: { min, max, inLakh: false } }, projects, [])?.label;
    expect(label(0, 2 * CR)).toBe('under ₹2 Cr: 2 residential projects');
    expect(label(5 * CR, null)).toBe('above ₹5 Cr: 1 residential project');
    expect(label(1 * CR, 2 * CR)).toBe('₹1–2 Cr: 1 residential project');
  });

  it('names no kind when the words imply one, and turns to commercial when only commercial projects fit', () => {
    const bedrooms = suggestRequirement({ ...none, bedrooms: ['3 BHK'] }, projects, []);
    expect(bedrooms?.label).toBe('3 BHK: 3 projects');
    const cyberCity = suggestRequirement(
      { ...none, parts: [{ field: 'localities', value: 'Cyber City', label: 'Cyber City' }] },
      projects,
      [],
    );
    expect(cyberCity).toEqual({
      label: 'Cyber City: 1 commercial project',
      href: '/project-details?type=commercial&locality=Cyber+City',
      count: 1,
    });
  });

  it('offers nothing when no project fits', () => {
    expect(suggestRequirement({ ...none, bedrooms: ['5 BHK'] }, projects, [])).toBeNull();
  });
});
