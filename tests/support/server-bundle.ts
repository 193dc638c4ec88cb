import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const PROJECT_DIR = path.join(__dirname, '..', '..');

/**
 * The server and its build steps bundled as `npm run build` bundles them (scripts/build/build-server.mjs), into a
 * folder of their own, for tests that run them as `node dist-server/<entry>.mjs` runs: what is tested is the
 * bundle itself. Call `remove` when done. The folder is inside the project's (in var/, git-ignored), as dist-server/
 * is: the bundle imports its packages from node_modules.
 */
export function bundleServerForTest(): {
  entry: (name: 'start-server' | 'site-origin' | 'csp-manifest' | 'listing-url') => string;
  remove: () => void;
} {
  mkdirSync(path.join(PROJECT_DIR, 'var'), { recursive: true });
  const outdir = mkdtempSync(path.join(PROJECT_DIR, 'var', 'server-bundle-'));
  const build = spawnSync(process.execPath, [path.join(PROJECT_DIR, 'scripts', 'build', 'build-server.mjs'), outdir], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build/build-server.mjs failed: ${build.stderr}`);
  return {
    entry: (name) => path.join(outdir, `${name}.mjs`),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
