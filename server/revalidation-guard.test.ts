import { bundleServerForTest } from '@/tests/support/server-bundle';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagesThatChangeAfterBuild, readPrerenderManifest, type PrerenderManifest } from './revalidation-guard';

// The shape of a real build's prerender-manifest.json, cut down: static pages, a route handler that revalidates,
// dynamic routes built for their listed parameters only.
const built: PrerenderManifest = {
  routes: {
    '/': { routeType: 'page', initialRevalidateSeconds: false },
    '/project-details/dlf/the-arbour': { routeType: 'page', initialRevalidateSeconds: false },
    '/sitemap.xml': { routeType: 'route', initialRevalidateSeconds: 3600 },
  },
  dynamicRoutes: {
    '/project-details/[companyName]/[projectId]': { dataRoute: '/project-details/[companyName]/[projectId].rsc', fallback: false },
    '/serwist/[path]': { dataRoute: null, fallback: null },
  },
};

describe('pagesThatChangeAfterBuild', () => {
  it('passes a build whose public pages are fixed at build time', () => {
    expect(pagesThatChangeAfterBuild(built)).toEqual([]);
  });

  it('names a public page that revalidates, and a dynamic route that renders unlisted parameters on demand', () => {
    const changing: PrerenderManifest = {
      routes: { ...built.routes, '/city/gurgaon': { routeType: 'page', initialRevalidateSeconds: 60 } },
      dynamicRoutes: {
        ...built.dynamicRoutes,
        '/city/[cityName]': { dataRoute: '/city/[cityName].rsc', fallback: null },
        '/blog/[slug]': { dataRoute: '/blog/[slug].rsc', fallback: '/blog/[slug].html' },
      },
    };
    expect(pagesThatChangeAfterBuild(changing)).toEqual([
      '/city/gurgaon: revalidates (revalidate = 60)',
      '/city/[cityName]: renders parameters it was not built with on demand (dynamicParams, fallback null)',
      '/blog/[slug]: renders parameters it was not built with on demand (dynamicParams, fallback "/blog/[slug].html")',
    ]);
  });

  it("leaves the staff area's pages to their nonce (they are never kept)", () => {
    expect(pagesThatChangeAfterBuild({ routes: { '/admin/report': { routeType: 'page', initialRevalidateSeconds: 300 } } })).toEqual([]);
  });
});

describe('the build step', () => {
  let distDir: string;
  let bundle: ReturnType<typeof bundleServerForTest>;
  beforeAll(() => {
    bundle = bundleServerForTest();
  });
  afterAll(() => bundle.remove());
  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'revalidation-guard-'));
    // A finished build of one static page, as far as the step reads it.
    cpSync(path.join(__dirname, '..', 'tests', 'fixtures', 'static-build'), distDir, { recursive: true });
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));
  const runStep = () => spawnSync(process.execPath, [bundle.entry('csp-manifest'), distDir], { encoding: 'utf8' });

  it('fails the build, naming the route, when a public page revalidates, and writes no manifest', () => {
    const manifest = readPrerenderManifest(distDir);
    manifest.routes!['/'] = { ...manifest.routes!['/'], initialRevalidateSeconds: 300 };
    writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify(manifest));
    const step = runStep();
    expect(step.status).toBe(1);
    expect(step.stderr).toContain('/: revalidates (revalidate = 300)');
    expect(existsSync(path.join(distDir, 'nestora-csp.json'))).toBe(false);
  });

  it('passes a build whose pages are all fixed', () => {
    const step = runStep();
    expect(step.stderr).toBe('');
    expect(step.status).toBe(0);
    expect(step.stdout).toContain('recorded 1 inline script hashes for 1 prerendered pages');
  });
});
