import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_PATH } from './worker-messages';

/**
 * The files the service worker precaches: the app shell, enough to draw the offline page and any saved page
 * with the site's look. That is the scripts every page loads (Next's runtime, the root layout) and the
 * offline page's own, all stylesheets, the font and the app icons; never the project images, and not the
 * scripts of other pages, which are saved with a page when it is visited. Read from the build's manifests,
 * which Next writes before it prerenders the worker's route.
 */
export function appShellFiles(distDir: string): string[] {
  const chunks = path.join(distDir, 'static', 'chunks');
  const media = path.join(distDir, 'static', 'media');
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const offlineEntries = offlinePageEntryFiles(distDir);
  const scripts = [...buildManifest.rootMainFiles, ...offlineEntries].filter((file) => file.endsWith('.js'));
  const styles = readdirSync(chunks).filter((file) => file.endsWith('.css')).map((file) => `static/chunks/${file}`);
  const fonts = existsSync(media) ? readdirSync(media).filter((file) => file.endsWith('.woff2')).map((file) => `static/media/${file}`) : [];
  return [...new Set([...scripts, ...styles, ...fonts])].map((file) => path.posix.join(distDir.split(path.sep).join('/'), file));
}

/**
 * The scripts of the offline page and of the layouts around it, from the page's client reference manifest. The
 * page lives in the public site's route group, app/(site), which names a folder of the build but not the address.
 */
function offlinePageEntryFiles(distDir: string): string[] {
  const file = path.join(distDir, 'server', 'app', '(site)', OFFLINE_PATH.slice(1), 'page_client-reference-manifest.js');
  // The manifest is a script of one assignment whose value is JSON: read the JSON rather than run the script.
  const assignment = /__RSC_MANIFEST\["[^"]+"\]\s*=\s*(\{.*\})\s*;?\s*$/s.exec(readFileSync(file, 'utf8'));
  const entry = assignment?.[1] ? (JSON.parse(assignment[1]) as { entryJSFiles?: Record<string, string[]> }) : undefined;
  if (!entry?.entryJSFiles) throw new Error(`${file} lists no scripts for ${OFFLINE_PATH}`);
  return Object.values(entry.entryJSFiles).flat();
}

/** Changes with every build, so that the precached offline page is fetched again with each deployment. */
export function shellRevision(distDir: string, files: readonly string[]): string {
  const buildIdFile = path.join(distDir, 'BUILD_ID');
  const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, 'utf8').trim() : '';
  return createHash('sha256').update(buildId).update(files.join('\n')).digest('hex').slice(0, 16);
}
