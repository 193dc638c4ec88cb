// The inline loader that starts a page's deferred framework scripts after its first paint and holds taps made
// before hydration (server/hydrate-after-paint.mjs puts it before </body>; every policy allows it by hash,
// server/csp.mjs). Its source is ./loader.ts; esbuild bundles and minifies it here, synchronously, the first
// time this module is imported, so `next dev`, `next build`, `npm start`, Jest and Playwright all get the same
// text from a fresh clone without a build step. esbuild is pinned, so the build's recorded hashes
// (server/csp-manifest.mjs) and the running server's always agree.
// The source is found from the project folder, where every one of those runs (as Next.js's build folder is):
// Playwright compiles this module for the specs that import it, and cannot compile import.meta.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { DEFERRED_SCRIPT_ATTRIBUTE } from './deferred-script-attribute.mjs';

export { DEFERRED_SCRIPT_ATTRIBUTE };

const LOADER_SOURCE = path.resolve('server/hydration-loader/loader.ts');

function bundleLoader() {
  if (!existsSync(LOADER_SOURCE)) {
    throw new Error(`server/hydration-loader: no loader source at ${LOADER_SOURCE}; run the site from the project's folder`);
  }
  const { outputFiles } = buildSync({
    entryPoints: [LOADER_SOURCE],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
    write: false,
  });
  const text = outputFiles[0].text.trim();
  // Inline in the page: the text must not be able to close its own <script> element.
  if (/<\/script|<!--/i.test(text)) throw new Error('server/hydration-loader: the bundled loader cannot be inlined in a <script> element');
  return text;
}

/** The loader's text, inlined in every page as `<script>…</script>`. */
export const hydrationLoader = bundleLoader();

/** The sha256 (base64) a Content-Security-Policy allows the loader by. */
export const hydrationLoaderHash = createHash('sha256').update(hydrationLoader, 'utf8').digest('base64');
