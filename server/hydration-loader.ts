// The inline loader that starts a page's deferred framework scripts after its first paint and holds taps made
// before hydration (server/script-deferrer.ts puts it before </body>), and the tap catcher that notes the taps
// made before the loader has arrived (put right after <body>); every policy allows both by hash, server/csp.ts.
// Their source is browser code, browser/hydration-loader/loader.ts and tap-catcher.ts; esbuild bundles and minifies them
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

function bundle(name: string): string {
  const source = path.resolve(`browser/hydration-loader/${name}.ts`);
  if (!existsSync(source)) {
    throw new Error(`server/hydration-loader: no ${name} source at ${source}; run the site from the project's folder`);
  }
  const { outputFiles } = buildSync({
    entryPoints: [source],
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
  if (!text) throw new Error(`server/hydration-loader: esbuild produced no ${name}`);
  // Inline in the page: the text must not be able to close its own <script> element.
  if (/<\/script|<!--/i.test(text)) throw new Error(`server/hydration-loader: the bundled ${name} cannot be inlined in a <script> element`);
  return text;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The loader's text, inlined in every page as `<script>…</script>` before `</body>`. */
export const hydrationLoader = bundle('loader');

/** The sha256 (base64) a Content-Security-Policy allows the loader by. */
export const hydrationLoaderHash = sha256(hydrationLoader);

/** The tap catcher's text, inlined as `<script>…</script>` right after `<body …>`. */
export const tapCatcher = bundle('tap-catcher');

/** The sha256 (base64) a Content-Security-Policy allows the tap catcher by. */
export const tapCatcherHash = sha256(tapCatcher);
