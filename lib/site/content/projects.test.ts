import { normalizeProject, rawProjectSchema } from './project-schema';
import { attachFloors, developerProjectsIn, findProjectIn, listEntries, type ProjectFiles } from './projects';
import type { Project } from './types';

const project = (id: string, name = id): Project => normalizeProject(rawProjectSchema.parse({ id, name }));

const files: ProjectFiles = {
  residential: {
    'signature-global': [project('city-93'), project('shared-id', 'Residential twin')],
    dlf: [project('camellias')],
  },
  commercial: {
    'signature-global': [project('sg-mall')],
    'Smart World': [project('edition-mall')],
    dlf: [project('shared-id', 'Commercial twin')],
  },
};

describe('findProjectIn', () => {
  it('finds by exact developer key', () => {
    expect(findProjectIn(files, 'signature-global', 'city-93')).toMatchObject({
      kind: 'residential',
      developerKey: 'signature-global',
      project: { id: 'city-93' },
    });
  });

  it('matches the developer ignoring case, hyphens and spaces', () => {
    expect(findProjectIn(files, 'Signature Global', 'sg-mall')?.developerKey).toBe('signature-global');
    expect(findProjectIn(files, 'smart-world', 'edition-mall')?.developerKey).toBe('Smart World');
  });

  it('falls back to the id alone across developers', () => {
    expect(findProjectIn(files, 'godrej', 'camellias')).toMatchObject({ developerKey: 'dlf', kind: 'residential' });
    expect(findProjectIn(files, 'first-word', 'sg-mall')?.kind).toBe('commercial');
  });

  it('tries the residential file before the commercial one', () => {
    expect(findProjectIn(files, 'dlf', 'shared-id')?.project.name).toBe('Residential twin');
  });

  it('returns null when nothing matches', () => {
    expect(findProjectIn(files, 'dlf', 'nope')).toBeNull();
  });
});

describe('developerProjectsIn and listEntries', () => {
  it("lists a developer's projects from both files, residential first", () => {
    const ids = developerProjectsIn(files, 'SIGNATURE GLOBAL').map((e) => `${e.kind}:${e.project.id}`);
    expect(ids).toEqual(['residential:city-93', 'residential:shared-id', 'commercial:sg-mall']);
    expect(developerProjectsIn(files, 'unknown')).toEqual([]);
  });

  it('lists every project, residential first', () => {
    const entries = listEntries(files);
    expect(entries).toHaveLength(6);
    expect(entries.map((e) => e.kind)).toEqual(['residential', 'residential', 'residential', 'commercial', 'commercial', 'commercial']);
  });
});

describe('attachFloors', () => {
  it('takes floors from the plans by id when the project has none', () => {
    const floor = { floorNumber: 1, unitType: null, image: '/f.svg', area: '1200 sqft', pricePerSqft: '₹ 5,000' };
    const out = attachFloors({ dlf: [project('camellias'), project('other')] }, [
      { id: 'camellias', developerKey: 'dlf', floors: [floor], paymentPlan: null },
    ]);
    expect(out.dlf?.[0]?.floors).toEqual([floor]);
    expect(out.dlf?.[1]?.floors).toEqual([]);
  });
});
