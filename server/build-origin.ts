/**
 * Prerendered pages carry the SITE_URL of the build in their canonical, Open Graph and JSON-LD
 * URLs, whatever the server is later started with. So the build records the value it used
 * (server/build-steps/site-origin.ts `record`, run after `next build`), warns when it was left unset
 * (`warn`, run before), and `npm start` refuses a different value (server/start-server.ts calls `originMismatch`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** lib/platform/env.ts's default: what a build or server without SITE_URL uses. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

type Env = Record<string, string | undefined>;

const recordFile = (distDir: string) => path.join(distDir, 'nestora-site-url.json');
export const distDirOf = (env: Env = process.env): string => env.NEXT_DIST_DIR || '.next';
const normalised = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};
const siteUrlOf = (env: Env) => normalised(env.SITE_URL || DEFAULT_SITE_URL);

/** The SITE_URL a build in `distDir` was made with, or undefined for a build made before this record existed. */
export function builtSiteUrl(distDir: string): string | undefined {
  const file = recordFile(distDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { siteUrl: string }).siteUrl : undefined;
}

/** Why the server must not start with this environment, or null when its SITE_URL is the build's. */
export function originMismatch(env: Env = process.env): string | null {
  const built = builtSiteUrl(distDirOf(env));
  const runtime = siteUrlOf(env);
  if (built === undefined || built === runtime) return null;
  return (
    `SITE_URL is ${runtime} at start, but the build in ${distDirOf(env)} was made with SITE_URL=${built}, ` +
    'and its prerendered pages name that origin in their canonical, Open Graph, JSON-LD and sitemap URLs. ' +
    `Build again with SITE_URL=${runtime} (the same value the server runs with).`
  );
}

/** Writes the SITE_URL this build is made with into its build folder. */
export function recordSiteUrl(env: Env = process.env): void {
  writeFileSync(recordFile(distDirOf(env)), `${JSON.stringify({ siteUrl: siteUrlOf(env) })}\n`);
}

/** The warning a build without SITE_URL gets, or null when it has one. */
export function unsetSiteUrlWarning(env: Env = process.env): string | null {
  if (env.SITE_URL) return null;
  return (
    `warning: SITE_URL is not set, so this build's pages will name ${DEFAULT_SITE_URL} as their address. ` +
    'Set SITE_URL to the public origin (e.g. https://www.example.in) when building for a real deploy.'
  );
}
