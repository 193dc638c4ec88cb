import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_PATH } from './worker-messages';

type ClientReferenceManifest = {
  clientModules?: Record<string, { chunks?: string[] }>;
  entryJSFiles?: Record<string, string[]>;
};

/**
 * The files the service worker precaches: the app shell, enough to draw the offline page and any saved page
 * with the site's look. That is the scripts every page loads (Next's runtime, the root layout) and the
 * offline page's own, the scripts those load on first use (the enquiry forms and their validation), all stylesheets but the catalogue
 * editor's, the font and the app
 * icons; never the project images, and not the scripts of other pages, which are saved with a page when it is
 * visited. Read from the build's manifests, which Next writes before it prerenders the worker's route.
 */
export function appShellFiles(distDir: string): string[] {
  const chunks = path.join(distDir, 'static', 'chunks');
  const media = path.join(distDir, 'static', 'media');
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const offlinePage = offlinePageManifest(distDir);
  const scripts = [
    ...buildManifest.rootMainFiles,
    ...offlinePageEntryFiles(offlinePage),
    ...lazyFilesOf(distDir, offlinePageEntryFiles(offlinePage)),
  ].filter((file) => file.endsWith('.js'));
  const editorStyles = catalogueEditorOnlyStyles(distDir);
  const styles = readdirSync(chunks)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `static/chunks/${file}`)
    .filter((file) => !editorStyles.has(file));
  const fonts = existsSync(media)
    ? readdirSync(media)
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => `static/media/${file}`)
    : [];
  return [...new Set([...scripts, ...styles, ...fonts])].map((file) => path.posix.join(distDir.split(path.sep).join('/'), file));
}

const STYLESHEET = /"(static\/chunks\/[\w.-]+\.css)"/g;

function manifestsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page_client-reference-manifest.js'))
    .map((file) => path.join(dir, file));
}

/**
 * The stylesheets only the catalogue editor's pages use (app/(payload): Payload's admin, some 300 KB), which no
 * visitor's saved page needs offline.
 */
function catalogueEditorOnlyStyles(distDir: string): Set<string> {
  const stylesOf = (files: string[]) =>
    new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(STYLESHEET)].map((match) => match[1]!)));
  const manifests = manifestsUnder(path.join(distDir, 'server', 'app'));
  const editor = stylesOf(manifests.filter((file) => file.includes(`${path.sep}(payload)${path.sep}`)));
  const others = stylesOf(manifests.filter((file) => !file.includes(`${path.sep}(payload)${path.sep}`)));
  return new Set([...editor].filter((file) => !others.has(file)));
}

/** The offline page's client reference manifest, which also covers the root layout around it (the footer's form). */
function offlinePageManifest(distDir: string): { file: string; manifest: ClientReferenceManifest } {
  const file = offlinePageManifestFile(path.join(distDir, 'server', 'app'));
  // The manifest is a script of one assignment whose value is JSON: read the JSON rather than run the script.
  const assignment = /__RSC_MANIFEST\["[^"]+"\]\s*=\s*(\{.*\})\s*;?\s*$/s.exec(readFileSync(file, 'utf8'));
  return { file, manifest: assignment?.[1] ? (JSON.parse(assignment[1]) as ClientReferenceManifest) : {} };
}

/** The offline page's manifest file, wherever a route group (`app/(name)/offline`) puts it. */
function offlinePageManifestFile(appDir: string): string {
  const wanted = path.join(OFFLINE_PATH.slice(1), 'page_client-reference-manifest.js');
  const found = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).find(
    (file) =>
      file
        .split(path.sep)
        .filter((segment) => !/^\(.+\)$/.test(segment))
        .join(path.sep) === wanted,
  );
  return path.join(appDir, found ?? wanted);
}

/** The scripts of the offline page and of the root layout around it. */
function offlinePageEntryFiles({ file, manifest }: { file: string; manifest: ClientReferenceManifest }): string[] {
  if (!manifest.entryJSFiles) throw new Error(`${file} lists no scripts for ${OFFLINE_PATH}`);
  return Object.values(manifest.entryJSFiles).flat();
}

/**
 * The scripts that the layout's and the offline page's scripts load on first use, and those load in turn: the
 * enquiry forms, whose code comes after the page (components/ui/island.tsx), and their validation (the shared zod
 * schema). A form the visitor did not touch while online must still work, check and keep an enquiry offline, and
 * nothing fetched at that moment can arrive. The bundler writes the address of each such script into the script
 * that loads it. It writes a loader once per group of scripts that may run it, each naming what that group lacks,
 * and the page runs whichever copy arrived first: a page's own scripts may bring one of these loaders (a project
 * page's forms load the same validation), so every copy of a loader the layout's scripts use is followed.
 */
function lazyFilesOf(distDir: string, entryFiles: readonly string[]): string[] {
  const entries = new Set(entryFiles.map((file) => file.replace(/^\/_next\//, '')));
  const lazy = new Set<string>();
  const queue = [...entries];
  const copies = loaderCopies(distDir);
  const add = (found: string | undefined) => {
    if (!found || entries.has(found) || lazy.has(found)) return;
    lazy.add(found);
    queue.push(found);
  };
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    const file = path.join(distDir, chunk);
    if (!chunk.endsWith('.js') || !existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    for (const [, found] of code.matchAll(SCRIPT_ADDRESS)) add(found);
    for (const [, id] of code.matchAll(LOADER)) for (const found of copies.get(id ?? '') ?? []) add(found);
  }
  // Fail the build rather than ship a worker whose forms cannot work offline without a word.
  if (lazy.size === 0) {
    throw new Error("the layout's scripts name no script they load on first use: the offline precache of the enquiry forms found nothing");
  }
  return [...lazy];
}

const SCRIPT_ADDRESS = /["'](static\/chunks\/[\w.-]+\.js)["']/g;
// A loader module as Turbopack writes it: `1234,e=>{e.v(t=>Promise.all(["static/chunks/a.js",...].map(...`.
const LOADER = /(\d+),(\w+)=>\{\2\.v\(\w+=>Promise\.all\(\[([^\]]*)\]/g;

/** Every script that some copy of each loader module names, across the build's scripts. */
function loaderCopies(distDir: string): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  const chunks = path.join(distDir, 'static', 'chunks');
  for (const name of readdirSync(chunks).filter((file) => file.endsWith('.js'))) {
    for (const [, id, , list] of readFileSync(path.join(chunks, name), 'utf8').matchAll(LOADER)) {
      if (!id || !list) continue;
      const named = copies.get(id) ?? new Set<string>();
      for (const [, found] of list.matchAll(SCRIPT_ADDRESS)) if (found) named.add(found);
      copies.set(id, named);
    }
  }
  return copies;
}

/** Changes with every build, so that the precached offline page is fetched again with each deployment. */
export function shellRevision(distDir: string, files: readonly string[]): string {
  const buildIdFile = path.join(distDir, 'BUILD_ID');
  const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : '';
  return createHash('sha256').update(buildId).update(files.join('\n')).digest('hex').slice(0, 16);
}
