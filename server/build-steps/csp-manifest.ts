// The build's last step: records the sha256 of every prerendered page's inline scripts in
// <distDir>/nestora-csp.json, which `npm start` sends as each page's policy, and fails the build
// if any page would hold a script its own header does not allow (see server/csp.ts), or if any
// public page can change after the build (server/revalidation-guard.ts).
//   node dist-server/csp-manifest.mjs [distDir]
import { buildCspManifest, checkPrerenderedPages, writeCspManifest } from '../csp';
import { pagesThatChangeAfterBuild, readPrerenderManifest } from '../revalidation-guard';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
const changing = pagesThatChangeAfterBuild(readPrerenderManifest(distDir));
if (changing.length > 0) {
  console.error(
    `${changing.length} public page(s) can change after the build, which the server's pages kept in memory and their recorded script hashes do not allow:\n${changing.join('\n')}`,
  );
  process.exit(1);
}
const manifest = buildCspManifest(distDir);
writeCspManifest(distDir, manifest);
const problems = checkPrerenderedPages(distDir, manifest);
if (problems.length > 0) {
  console.error(`Content-Security-Policy: ${problems.length} prerendered page(s) would be blocked:\n${problems.join('\n')}`);
  process.exit(1);
}
const scripts = Object.values(manifest.pages).reduce((sum, hashes) => sum + hashes.length, 0);
console.log(
  `Content-Security-Policy: recorded ${scripts} inline script hashes for ${Object.keys(manifest.pages).length} prerendered pages.`,
);
