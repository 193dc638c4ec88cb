import { getAllProjectEntries, getGuideProjects, getTopLocalities } from './index';

const localities = getTopLocalities();
const entries = getAllProjectEntries();

describe('locality guides in topLocalities.json', () => {
  it.each(localities.map((locality) => [locality.name, locality] as const))('%s names only its own projects', (name, locality) => {
    expect(locality.guide.projects.length).toBeGreaterThan(0);
    for (const id of locality.guide.projects) {
      const entry = entries.find((candidate) => candidate.project.id === id);
      expect(entry?.project.localities).toBe(name);
    }
  });

  it('summaries run two to four sentences', () => {
    for (const { guide } of localities) {
      const sentences = guide.summary.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it('resolves guide ids to projects in the order given', () => {
    const golfCourse = localities.find((locality) => locality.id === 'golf-course-road')!;
    expect(getGuideProjects(golfCourse).map((entry) => entry.project.name)).toEqual([
      'DLF The Camellias',
      'DLF The Dahlias',
      'Trevoc 56',
      'Trevoc Royal Residences',
    ]);
    expect(golfCourse.guide.pricePerSqft).toEqual({ min: 28000, max: 45000 });
  });
});
