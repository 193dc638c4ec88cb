import type { ProjectEntry } from '../content';
import { findProject, getAllProjectEntries } from '../content';
import { similarProjects } from './similar-projects';

function entry(id: string, propertyType: string, localities: string, bedrooms: string): ProjectEntry {
  const project = findProject('', getAllProjectEntries()[0]!.project.id)!.project;
  return { kind: 'residential', developerKey: 'dev', project: { ...project, id, propertyType, localities, bedrooms } };
}

describe('similarProjects', () => {
  const current = entry('current', 'Residential Apartment', 'Sector 65', '3 BHK');

  it('scores type 2, locality 1 and bedrooms 1, highest first, ties in data order', () => {
    const all = [
      current,
      entry('locality-only', 'Plot', 'sector 65', '2 BHK'),
      entry('type-only', 'Residential Apartment', 'Sector 1', '2 BHK'),
      entry('all-three', 'residential apartment', 'Sector 65', '3 BHK'),
      entry('nothing', 'Plot', 'Sector 2', '4 BHK'),
      entry('type-and-bedrooms', 'Residential Apartment', 'Sector 9', '3 BHK'),
      entry('bedrooms-only', 'Villa', 'Sector 3', '3 BHK'),
    ];
    expect(similarProjects(current, all).map(({ project }) => project.id)).toEqual([
      'all-three',
      'type-and-bedrooms',
      'type-only',
      'locality-only',
    ]);
  });

  it('does not match on missing values and can find nothing', () => {
    const lonely = entry('lonely', 'Unknown Type', 'Location not specified', 'N/A');
    const others = [entry('a', 'Unknown Type', 'Location not specified', 'N/A'), lonely];
    expect(similarProjects(lonely, others)).toEqual([]);
  });

  it('finds four similar projects for a project in the data, never itself', () => {
    const all = getAllProjectEntries();
    const first = all[0]!;
    const similar = similarProjects(first, all);
    expect(similar).toHaveLength(4);
    expect(similar.map(({ project }) => project.id)).not.toContain(first.project.id);
    for (const { project } of similar) expect(project.propertyType).toBe(first.project.propertyType);
  });
});
