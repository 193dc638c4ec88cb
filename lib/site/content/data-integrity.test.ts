/**
 * Cross-references of the real data set: routes, lookups, categories, counts, images and the
 * published copies. Runs against data/ and public/ as committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  findCompany,
  findProject,
  getAllProjectEntries,
  getCategoryDevelopers,
  getCompanies,
  getDeveloperFloorPlans,
  getFloorPlanProject,
  getLeadingDevelopers,
  getLocations,
  getProjects,
  getSearchEntries,
  getServiceTiles,
  getTestimonials,
  getTopLocalities,
  getTrendingProjects,
  HERO_IMAGES,
} from './index';

const ROOT = process.cwd();
const DATA_FILES = fs.readdirSync(path.join(ROOT, 'data')).filter((name) => name.endsWith('.json'));
const STATIC_ROUTES = new Set([
  '/',
  '/home',
  '/about',
  '/career',
  '/contact-us',
  '/residential',
  '/commercial',
  '/plots',
  '/sco',
  '/trending-projects',
  '/project-details',
  '/projects-count',
  '/city/gurgaon',
  '/city/delhi',
  '/city/noida',
]);
const entries = getAllProjectEntries();
const companies = getCompanies();

/** Why a link would not open a real page, or null when it does. */
function routeProblem(link: string): string | null {
  const pathname = link.split(/[?#]/)[0] ?? '';
  if (STATIC_ROUTES.has(pathname)) return null;
  const [, first, developer, id, ...rest] = pathname.split('/');
  if (first !== 'project-details' || rest.length > 0 || !developer) return `unknown route ${link}`;
  if (id === undefined) return findCompany(developer) ? null : `no company "${developer}" for ${link}`;
  const found = findProject(developer, id);
  if (!found || found.project.id !== id) return `no project "${id}" for ${link}`;
  return found.developerKey === developer ? null : `${link} is not canonical (developer key ${found.developerKey})`;
}

function imagePaths(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/images/')) out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => imagePaths(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => imagePaths(item, out));
  return out;
}

describe('the data set', () => {
  it('has the promised size', () => {
    expect(Object.keys(companies)).toHaveLength(24);
    expect(Object.values(getProjects('residential')).flat().length).toBeGreaterThanOrEqual(60);
    expect(Object.values(getProjects('commercial')).flat().length).toBeGreaterThanOrEqual(30);
    expect(getTrendingProjects().length).toBeGreaterThanOrEqual(8);
    expect(getTrendingProjects().length).toBeLessThanOrEqual(12);
    expect(getLeadingDevelopers().length).toBeGreaterThanOrEqual(10);
    expect(getServiceTiles()).toHaveLength(8);
    expect(getTopLocalities()).toHaveLength(8);
    expect(getTestimonials().length).toBeGreaterThanOrEqual(6);
  });

  it('uses globally unique lowercase slug ids', () => {
    const ids = entries.map((e) => e.project.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keys every project list by a developer with a profile', () => {
    for (const { developerKey } of entries) expect(Object.keys(companies)).toContain(developerKey);
  });

  it("counts each developer's projects in its profile", () => {
    for (const [slug, company] of Object.entries(companies)) {
      const own = entries.filter((e) => e.developerKey === slug);
      expect({ slug, total: company.totalProjects }).toEqual({ slug, total: own.length });
      const ongoing = own.filter((e) => e.project.projectStatus !== 'Ready To Move').length;
      expect({ slug, ongoing: company.ongoingProjects }).toEqual({ slug, ongoing });
    }
  });

  it('lists 19, 19, 3 and 1 developers per category, each with matching projects', () => {
    const counts = { residential: 19, commercial: 19, plots: 3, sco: 1 } as const;
    const has = {
      residential: (slug: string) => entries.some((e) => e.developerKey === slug && e.kind === 'residential'),
      commercial: (slug: string) => entries.some((e) => e.developerKey === slug && e.kind === 'commercial'),
      plots: (slug: string) => entries.some((e) => e.developerKey === slug && e.project.propertyType === 'Residential Land'),
      sco: (slug: string) => entries.some((e) => e.developerKey === slug && e.project.propertyType.startsWith('SCO')),
    };
    for (const category of Object.keys(counts) as Array<keyof typeof counts>) {
      const developers = getCategoryDevelopers(category);
      expect(developers).toHaveLength(counts[category]);
      for (const { slug, name } of developers) {
        expect(companies[slug]?.name).toBe(name);
        expect({ category, slug, hasProjects: has[category](slug) }).toEqual({ category, slug, hasProjects: true });
      }
    }
  });
});

describe('links', () => {
  it('sends every trending card to the project it shows', () => {
    for (const card of getTrendingProjects()) {
      expect(routeProblem(card.slug)).toBeNull();
      const [, , developer = '', id = ''] = card.slug.split('/');
      const { project } = findProject(developer, id)!;
      expect(card).toMatchObject({ id: project.id, name: project.name, price: project.price, image: project.image });
    }
  });

  it('points leading developers, tiles and localities at real routes', () => {
    for (const developer of getLeadingDevelopers()) {
      expect(developer.url).toBe(`/project-details/${developer.id}`);
      expect(routeProblem(developer.url)).toBeNull();
    }
    const tiles = getServiceTiles();
    expect(tiles.some((t) => t.slug === null)).toBe(true);
    const links = [...tiles.map((t) => t.slug), ...getTopLocalities().map((l) => l.url)].filter((l): l is string => l !== null);
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) expect(routeProblem(link)).toBeNull();
    expect(getTopLocalities().some((l) => l.url === null)).toBe(true);
  });

  it('only searches for pages that exist, each with keywords', () => {
    for (const entry of getSearchEntries()) {
      expect({ path: entry.path, problem: routeProblem(entry.path) }).toEqual({ path: entry.path, problem: null });
      expect(entry.keywords.length).toBeGreaterThan(0);
    }
  });

  it('can find every project, developer, city and main page by search', () => {
    const paths = new Set(getSearchEntries().map((e) => e.path));
    const expected = [
      ...entries.map((e) => `/project-details/${e.developerKey}/${e.project.id}`),
      ...Object.keys(companies).map((slug) => `/project-details/${slug}`),
      ...[
        '/about',
        '/career',
        '/contact-us',
        '/residential',
        '/commercial',
        '/plots',
        '/sco',
        '/trending-projects',
        '/project-details',
        '/projects-count',
        '/city/gurgaon',
        '/city/delhi',
        '/city/noida',
      ],
    ];
    expect(expected.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('ties floor plans to projects of the same developer', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'data', 'floorAndPaymentPlans.json'), 'utf8')) as Record<
      string,
      Array<{ id: string }>
    >;
    for (const [developer, plans] of Object.entries(raw)) {
      expect(getDeveloperFloorPlans(developer)).toHaveLength(plans.length);
      for (const { id } of plans) {
        expect(findProject(developer, id)?.developerKey).toBe(developer);
        expect(getFloorPlanProject(id)?.developerKey).toBe(developer);
      }
    }
  });

  it('offers every project locality in the locality picker, and no unused ones', () => {
    const used = new Set(entries.map((e) => e.project.localities));
    expect([...used].filter((l) => !getLocations().includes(l))).toEqual([]);
    expect(getLocations().filter((l) => !used.has(l))).toEqual([]);
  });
});

describe('files', () => {
  it('has every referenced image in public/', () => {
    const referenced = new Set(
      DATA_FILES.flatMap((name) => imagePaths(JSON.parse(fs.readFileSync(path.join(ROOT, 'data', name), 'utf8')))),
    );
    expect(referenced.size).toBeGreaterThan(100);
    const missing = [...referenced].filter((p) => !fs.existsSync(path.join(ROOT, 'public', p)));
    expect(missing).toEqual([]);
    expect(fs.existsSync(path.join(ROOT, 'public', 'images', 'placeholder.webp'))).toBe(true);
    expect(HERO_IMAGES).toHaveLength(5);
    for (const hero of HERO_IMAGES) expect(fs.existsSync(path.join(ROOT, 'public', hero))).toBe(true);
  });

  it('gives every developer a logo file', () => {
    for (const company of Object.values(companies)) expect(fs.existsSync(path.join(ROOT, 'public', company.logo))).toBe(true);
  });

  it('publishes identical copies of every data file under public/data', () => {
    expect(DATA_FILES.length).toBe(18);
    const published = fs.readdirSync(path.join(ROOT, 'public', 'data')).filter((name) => name.endsWith('.json'));
    expect(published.sort()).toEqual([...DATA_FILES].sort());
    for (const name of DATA_FILES) {
      const source = fs.readFileSync(path.join(ROOT, 'data', name));
      expect({ name, same: source.equals(fs.readFileSync(path.join(ROOT, 'public', 'data', name))) }).toEqual({ name, same: true });
    }
  });

  it('keeps public/ small', () => {
    const size = (dir: string): number =>
      fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, item) => {
        const full = path.join(dir, item.name);
        return sum + (item.isDirectory() ? size(full) : fs.statSync(full).size);
      }, 0);
    expect(size(path.join(ROOT, 'public'))).toBeLessThan(25 * 1024 * 1024);
  });
});
