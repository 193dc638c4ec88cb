// What the server knows of the catalogue the pages render from (lib/site/catalogue): the revision this process has
// installed, and whether the pages Next.js prerendered at build still show it. They do until the first publish
// after the build (the build's data/ files are what the first revision is seeded from). After one, each page the
// build prerendered is rendered afresh once per revision, through Next.js's draft mode, which renders a route whose
// HTML it holds (and one with parameters the build did not list: a project added since) without reading or writing
// its own cache, and the server keeps what it renders in memory as it keeps every page (server/page-responder.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentText } from '../lib/site/catalogue/document-text';

const BUILD_RECORD = 'nestora-catalogue.json';
/** Next.js's cookie of draft mode; its value is the build's preview id (prerender-manifest.json). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The build's record: the SHA-256 of each data/ file's bytes, by file name. */
export type BuildCatalogue = { files: Record<string, string> };

/** lib/site/content/revision.ts's slot, read through the process (lib/platform/process/remember.ts). */
type InstalledRevision = {
  id: number;
  documents: ReadonlyMap<string, unknown>;
  hashes: Readonly<Record<string, string>>;
  /** Absent from a revision installed by a build older than the redirects. */
  redirects?: ReadonlyMap<string, string>;
};
type RevisionSlot = { installed: InstalledRevision | null };

export function recordBuildCatalogue(distDir: string, dataDir = 'data'): BuildCatalogue {
  const files = Object.fromEntries(
    readdirSync(dataDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dataDir, name)))
          .digest('hex'),
      ]),
  );
  const record = { files };
  writeFileSync(path.join(distDir, BUILD_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

export function readBuildCatalogue(distDir: string): BuildCatalogue | undefined {
  const file = path.join(distDir, BUILD_RECORD);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildCatalogue) : undefined;
}

/** The revision installed in this process, or null (none yet, or a process without the catalogue watcher). */
export function installedRevision(): InstalledRevision | null {
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  const slot = holder[Symbol.for('nestora.remembered')]?.get('catalogue.revision') as RevisionSlot | undefined;
  return slot?.installed ?? null;
}

/** Whether every document of the revision is byte for byte the file the build rendered its pages from. */
export const showsBuild = (revision: Pick<InstalledRevision, 'hashes'>, build: BuildCatalogue): boolean =>
  Object.entries(revision.hashes).every(([name, hash]) => build.files[name] === hash);

type PrerenderManifest = {
  routes?: Record<string, unknown>;
  dynamicRoutes?: Record<string, { routeRegex?: string }>;
  preview?: { previewModeId?: string };
};

/** The catalogue as server/page-responder.ts sees it. */
export type CatalogueView = {
  /**
   * The key of what the pages show now (changes with each revision installed), and whether Next.js's prerendered
   * pages show it.
   */
  current(): { key: string; prerenderedIsCurrent: boolean };
  /** Whether a path is one of the routes the build prerendered (a page, the sitemap, the search index…). */
  isPrerenderedRoute(pathname: string): boolean;
  /** The Cookie header's part that has Next.js render a prerendered route afresh. */
  freshRenderCookie: string;
  /** The installed revision's document `name` as the data files write it, when it differs from the build's; else null. */
  changedDocument(name: string): string | null;
  /**
   * Where an address of the catalogue that is gone (a project renamed or removed) now is, for a 308; null for any
   * other path. It holds whether or not the prerendered pages are current: a restore can bring the build's pages
   * back and still leave a later project's address to redirect.
   */
  redirectFor(pathname: string): string | null;
};

export function createCatalogueView(distDir: string, build: BuildCatalogue): CatalogueView {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;
  const previewId = manifest.preview?.previewModeId;
  if (!previewId) throw new Error(`${distDir}/prerender-manifest.json names no preview id: is it a finished \`next build\`?`);
  const staticRoutes = new Set(Object.keys(manifest.routes ?? {}));
  const dynamicRoutes = Object.values(manifest.dynamicRoutes ?? {}).flatMap(({ routeRegex }) =>
    routeRegex ? [new RegExp(routeRegex)] : [],
  );
  // Worked out once per installed revision, not per request: whether it shows the build, and its changed copies.
  let seen: { revision: InstalledRevision; prerenderedIsCurrent: boolean; copies: Map<string, string | null> } | null = null;
  const ofInstalled = () => {
    const revision = installedRevision();
    if (!revision) return null;
    if (seen?.revision !== revision) seen = { revision, prerenderedIsCurrent: showsBuild(revision, build), copies: new Map() };
    return seen;
  };
  return {
    current() {
      const installed = ofInstalled();
      return installed
        ? { key: `r${installed.revision.id}`, prerenderedIsCurrent: installed.prerenderedIsCurrent }
        : { key: 'build', prerenderedIsCurrent: true };
    },
    isPrerenderedRoute: (pathname) => staticRoutes.has(pathname) || dynamicRoutes.some((route) => route.test(pathname)),
    freshRenderCookie: `${DRAFT_MODE_COOKIE}=${previewId}`,
    changedDocument(name) {
      const installed = ofInstalled();
      if (!installed) return null;
      const { revision, copies } = installed;
      if (!copies.has(name)) {
        const changed = revision.documents.has(name) && build.files[name] !== revision.hashes[name];
        copies.set(name, changed ? documentText(revision.documents.get(name)) : null);
      }
      return copies.get(name) ?? null;
    },
    redirectFor: (pathname) => installedRevision()?.redirects?.get(pathname) ?? null,
  };
}
