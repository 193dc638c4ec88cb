#!/usr/bin/env node
/**
 * Prerendered pages carry the SITE_URL of the build in their canonical, Open Graph and JSON-LD
 * URLs, whatever the server is later started with. So the build records the value it used
 * (`record`, run after `next build`), warns when it was left unset (`warn`, run before), and
 * `npm start` refuses a different value (server/start-server.mjs calls `originMismatch`).
 *   node server/build-origin.mjs warn|record
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** lib/env.ts's default: what a build or server without SITE_URL uses. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

const recordFile = (distDir) => path.join(distDir, 'nestora-site-url.json');
export const distDirOf = (env = process.env) => env.NEXT_DIST_DIR || '.next';
const normalised = (url) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};
const siteUrlOf = (env) => normalised(env.SITE_URL || DEFAULT_SITE_URL);

/** The SITE_URL a build in `distDir` was made with, or undefined for a build made before this record existed. */
export function builtSiteUrl(distDir) {
  const file = recordFile(distDir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).siteUrl : undefined;
}

/** Why the server must not start with this environment, or null when its SITE_URL is the build's. */
export function originMismatch(env = process.env) {
  const built = builtSiteUrl(distDirOf(env));
  const runtime = siteUrlOf(env);
  if (built === undefined || built === runtime) return null;
  return (
    `SITE_URL is ${runtime} at start, but the build in ${distDirOf(env)} was made with SITE_URL=${built}, ` +
    'and its prerendered pages name that origin in their canonical, Open Graph, JSON-LD and sitemap URLs. ' +
    `Build again with SITE_URL=${runtime} (the same value the server runs with).`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command === 'warn' && !process.env.SITE_URL) {
    console.warn(
      `warning: SITE_URL is not set, so this build's pages will name ${DEFAULT_SITE_URL} as their address. ` +
        'Set SITE_URL to the public origin (e.g. https://www.example.in) when building for a real deploy.',
    );
  } else if (command === 'record') {
    writeFileSync(recordFile(distDirOf(process.env)), `${JSON.stringify({ siteUrl: siteUrlOf(process.env) })}\n`);
  } else if (command !== 'warn') {
    console.error('usage: node server/build-origin.mjs warn|record');
    process.exit(2);
  }
}
