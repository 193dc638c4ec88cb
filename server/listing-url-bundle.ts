// lib/site/listing/canonical-url.ts, the listing's own reading of its query, bundled at build time into
// <distDir>/nestora-listing-url.mjs for the production server: the server keys its listing cache on exactly the
// rules the build's pages were made with, from the build folder it serves, not from whatever the server was bundled with.
// (server/build-steps/listing-url.ts, a step of `npm run build`, writes it; server/start-server.ts loads it.)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** lib/site/listing/canonical-url.ts's canonicalListingUrl: a listing query's canonical address. */
export type CanonicalListingUrl = (search: string) => string;

const BUNDLE = 'nestora-listing-url.mjs';
const ENTRY = 'lib/site/listing/canonical-url.ts';

/** Writes the bundle into the build folder. */
export async function bundleListingUrl(distDir: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(distDir, BUNDLE),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'node20',
    logLevel: 'warning',
  });
}

/** The build's canonicalListingUrl, or undefined when the build holds no bundle (made before this step existed). */
export async function loadListingUrl(distDir: string): Promise<CanonicalListingUrl | undefined> {
  const file = path.resolve(distDir, BUNDLE);
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { canonicalListingUrl: CanonicalListingUrl }).canonicalListingUrl;
}
