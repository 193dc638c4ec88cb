// The inline loader that starts a page's deferred framework scripts after its first paint and holds taps made
// before hydration (server/script-deferrer.ts puts it before </body>; every policy allows it by hash,
// server/csp.ts). Its source is browser code, browser/hydration-loader/loader.ts; esbuild bundles and minifies it
// here, synchronously, the first time this module is imported, so `next dev`, `next build`, `npm start`, Jest and
// Playwright all get the same text from the same source. esbuild is pinned, so the build's recorded hashes
// (server/build-steps/csp-manifest.ts) and the running server's always agree.
// The source is found from the project folder, where every one of those runs (as Next.js's build folder is):
// this module is bundled into dist-server/ and compiled by Playwright for the specs that import it, so it cannot
// find the source from its own address.
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFERRED_SCRIPT_ATTRIBUTE } from '../browser/hydration-loader/deferred-script-attribute';

export { DEFERRED_SCRIPT_ATTRIBUTE };

const LOADER_SOURCE = path.resolve('browser/hydration-loader/loader.ts');

function bundleLoader(): string {
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
  const text = outputFiles[0]?.text.trim();
  if (!text) throw new Error('server/hydration-loader: esbuild produced no loader');
  // Inline in the page: the text must not be able to close its own <script> element.
  if (/<\/script|<!--/i.test(text)) throw new Error('server/hydration-loader: the bundled loader cannot be inlined in a <script> element');
  return text;
}

/** The loader's text, inlined in every page as `<script>…</script>`. */
export const hydrationLoader = bundleLoader();

/** The sha256 (base64) a Content-Security-Policy allows the loader by. */
export const hydrationLoaderHash = createHash('sha256').update(hydrationLoader, 'utf8').digest('base64');
