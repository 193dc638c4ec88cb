// @ts-check
// Bundles the production server (server/, TypeScript) into dist-server/, which `npm start` runs with plain Node:
// the server entry and the build steps around `next build`, each an ES module, sharing their common code in
// chunks. Packages stay in node_modules (imported at run time, as before); only this project's own modules are
// bundled. `npm run build` runs this first (prebuild), so a fresh clone needs `npm ci && npm run build` only.
//   node scripts/build/build-server.mjs [outdir]
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_OUTDIR = 'dist-server';

/** What `node <outdir>/<name>.mjs` runs. */
const ENTRIES = {
  'start-server': 'server/start-server.ts',
  'site-origin': 'server/build-steps/site-origin.ts',
  'csp-manifest': 'server/build-steps/csp-manifest.ts',
  'listing-url': 'server/build-steps/listing-url.ts',
  'static-brotli': 'server/build-steps/static-brotli.ts',
  'catalogue-record': 'server/build-steps/catalogue-record.ts',
};

/** Writes the bundle into `outdir` (relative to the project folder), replacing what was there. */
export async function buildServer(outdir = SERVER_OUTDIR) {
  const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const target = path.resolve(projectDir, outdir);
  rmSync(target, { recursive: true, force: true });
  await build({
    absWorkingDir: projectDir,
    entryPoints: ENTRIES,
    outdir: target,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2]);
}
