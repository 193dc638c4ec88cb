import { getAllProjectEntries, getSearchEntries, getTrendingProjects } from '@/lib/site/content';
import { gzipSync } from 'node:zlib';
import { entryCaption } from './engine';
import { getSearchIndex } from './server';

const index = getSearchIndex();
const byPath = new Map(index.entries.map((entry) => [entry.path, entry]));

describe('the search index', () => {
  it('holds every entry of searchData.json with its name and keywords', () => {
    for (const listed of getSearchEntries()) {
      expect(byPath.get(listed.path)).toMatchObject({ name: listed.name, keywords: listed.keywords });
    }
  });

  it('joins projects, developers and cities to their entries; the rest are pages', () => {
    const kinds = (kind: string) => index.entries.filter((entry) => entry.kind === kind).length;
    expect(kinds('project')).toBe(getAllProjectEntries().length);
    expect(kinds('developer')).toBe(index.developers.length);
    expect(kinds('city')).toBe(index.cities.length);
    expect(index.entries.filter((entry) => entry.kind === 'page').map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/', '/about', '/career', '/contact-us', '/trending-projects', '/projects-count']),
    );
  });

  it('finds a project by its developer, locality, city, type, BHK, status and furnishing', () => {
    const aristocrat = byPath.get('/project-details/godrej/godrej-aristocrat')!;
    expect(aristocrat.facts).toEqual(
      expect.arrayContaining([
        'Godrej Properties',
        'Golf Course Extension Road',
        'Gurgaon',
        'Residential Apartment',
        '3 BHK, 4 BHK',
        'New Launch',
        'Semi-Furnished',
      ]),
    );
    expect(entryCaption(aristocrat)).toBe('Golf Course Extension Road, Gurgaon · ₹ 5.7 Cr - 8.49 Cr');
    expect(aristocrat.trending).toBe(getTrendingProjects().findIndex((item) => item.slug === aristocrat.path));
  });

  it('lists each locality that has projects, linking to the listing filtered by it', () => {
    const sohnaRoad = index.entries.find((entry) => entry.kind === 'locality' && entry.name === 'Sohna Road')!;
    expect(sohnaRoad.path).toBe('/project-details?locality=Sohna+Road');
    expect(entryCaption(sohnaRoad)).toBe('Locality · Gurgaon · 4 projects');
    expect(index.localities).toContain('Golf Course Extension Road');
  });

  it("carries only the fields the listing's filters read, for each project", () => {
    const [first] = getAllProjectEntries();
    expect(Object.keys(index.projects[0]!.project).sort()).toEqual([
      'area',
      'bedrooms',
      'budget',
      'city',
      'coordinates',
      'developer',
      'furnishing',
      'localities',
      'location',
      'projectStatus',
      'propertyType',
    ]);
    expect(index.projects[0]).toMatchObject({
      kind: first!.kind,
      developerKey: first!.developerKey,
      project: { budget: first!.project.budget },
    });
  });

  it('is at most 40 KB gzipped', () => {
    expect(gzipSync(JSON.stringify(index)).length).toBeLessThanOrEqual(40 * 1024);
  });
});
