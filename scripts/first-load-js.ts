// First-load JavaScript of a prerendered page: the gzipped size of every <script src> chunk its
// HTML references. Usage: npx tsx scripts/first-load-js.ts /project-details/godrej/godrej-aristocrat
// (reads the build in NEXT_DIST_DIR, default .next-e2e).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScriptSources, gzippedBytes } from './support/first-load-js';

const route = process.argv[2];
if (!route) {
  console.error('usage: npx tsx scripts/first-load-js.ts <route>');
  process.exit(1);
}
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
const htmlFile = path.join(distDir, 'server', 'app', `${route.replace(/^\//, '') || 'index'}.html`);
if (!existsSync(htmlFile)) {
  console.error(`${htmlFile} not found: is the route prerendered in this build?`);
  process.exit(1);
}
const sources = firstLoadScriptSources(readFileSync(htmlFile, 'utf8'));
let total = 0;
for (const source of sources) {
  const file = path.join(distDir, source.replace(/^\/_next\//, '').split('?', 1)[0] ?? source);
  const size = gzippedBytes(readFileSync(file));
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${source}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped, ${sources.length} scripts (${route})`);
