import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCatalogueView, readBuildCatalogue, recordBuildCatalogue, showsBuild } from './catalogue';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const slots = () => {
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  return (holder[Symbol.for('nestora.remembered')] ??= new Map());
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-view-'));
  writeFileSync(path.join(dir, 'cities.json'), '[\n  "Delhi"\n]\n');
  writeFileSync(path.join(dir, 'about.json'), '{}\n');
  writeFileSync(
    path.join(dir, 'prerender-manifest.json'),
    JSON.stringify({
      routes: { '/': {}, '/about': {}, '/sitemap.xml': {}, '/project-details/godrej': {} },
      dynamicRoutes: { '/project-details/[companyName]': { routeRegex: '^/project\\-details/([^/]+?)(?:/)?$' } },
      preview: { previewModeId: 'f00d' },
    }),
  );
});
afterEach(() => {
  slots().delete('catalogue.revision');
  rmSync(dir, { recursive: true, force: true });
});

describe("the build's record of its data files", () => {
  it('holds the SHA-256 of each file as it was built, and reads back', () => {
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    const record = recordBuildCatalogue(dist, dir);
    expect({ ...record.files, 'prerender-manifest.json': undefined }).toEqual({
      'about.json': sha('{}\n'),
      'cities.json': sha('[\n  "Delhi"\n]\n'),
    });
    expect(readBuildCatalogue(dist)).toEqual(record);
    expect(readBuildCatalogue(path.join(dir, 'nowhere'))).toBeUndefined();
  });

  it("tells a revision with the build's documents from one with a document changed", () => {
    const build = { files: { 'cities.json': 'a', 'about.json': 'b', 'privacy-policy.json': 'c' } };
    expect(showsBuild({ hashes: { 'cities.json': 'a', 'about.json': 'b' } }, build)).toBe(true);
    expect(showsBuild({ hashes: { 'cities.json': 'a', 'about.json': 'x' } }, build)).toBe(false);
    expect(showsBuild({ hashes: { 'cities.json': 'a', 'new.json': 'n' } }, build)).toBe(false);
  });
});

describe('the catalogue as the server sees it', () => {
  it("is the build's until a revision is installed, then the revision's, prerendered only while it shows the build", () => {
    const view = createCatalogueView(dir, recordBuildCatalogue(dir, dir));
    expect(view.current()).toEqual({ key: 'build', prerenderedIsCurrent: true });

    const documents = new Map<string, unknown>([
      ['cities.json', ['Delhi']],
      ['about.json', {}],
    ]);
    slots().set('catalogue.revision', {
      installed: { id: 1, documents, hashes: { 'cities.json': sha('[\n  "Delhi"\n]\n'), 'about.json': sha('{}\n') } },
    });
    expect(view.current()).toEqual({ key: 'r1', prerenderedIsCurrent: true });
    expect(view.changedDocument('cities.json')).toBeNull();

    const changed = new Map<string, unknown>([
      ['cities.json', ['Delhi', 'Noida']],
      ['about.json', {}],
    ]);
    slots().set('catalogue.revision', {
      installed: { id: 2, documents: changed, hashes: { 'cities.json': 'other', 'about.json': sha('{}\n') } },
    });
    expect(view.current()).toEqual({ key: 'r2', prerenderedIsCurrent: false });
    expect(view.changedDocument('cities.json')).toBe('[\n  "Delhi",\n  "Noida"\n]\n');
    expect(view.changedDocument('about.json')).toBeNull();
    expect(view.changedDocument('privacy-policy.json')).toBeNull();
  });

  it("answers where a gone address went from the installed revision's redirects, and nothing for other paths", () => {
    const view = createCatalogueView(dir, { files: {} });
    expect(view.redirectFor('/project-details/godrej/godrej-old')).toBeNull();
    slots().set('catalogue.revision', {
      installed: {
        id: 3,
        documents: new Map(),
        hashes: {},
        redirects: new Map([['/project-details/godrej/godrej-old', '/project-details/godrej/godrej-new']]),
      },
    });
    expect(view.redirectFor('/project-details/godrej/godrej-old')).toBe('/project-details/godrej/godrej-new');
    expect(view.redirectFor('/project-details/godrej/godrej-new')).toBeNull();
    expect(view.redirectFor('/project-details/godrej')).toBeNull();
  });

  it("knows the build's prerendered routes, with parameters it did not list, and the cookie of Next.js's draft mode", () => {
    const view = createCatalogueView(dir, { files: {} });
    expect(
      ['/', '/about', '/sitemap.xml', '/project-details/godrej', '/project-details/new-developer'].filter(view.isPrerenderedRoute),
    ).toHaveLength(5);
    expect(['/search', '/project-details', '/project-details/a/b', '/admin/leads'].filter(view.isPrerenderedRoute)).toEqual([]);
    expect(view.freshRenderCookie).toBe('__prerender_bypass=f00d');
  });

  it('refuses a build without a preview id', () => {
    writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ routes: {} }));
    expect(() => createCatalogueView(dir, { files: {} })).toThrow('prerender-manifest.json names no preview id');
  });
});
