// First-load JavaScript of a page: the gzipped size of every <script src> chunk its HTML references.
// Usage: npx tsx scripts/measure/first-load-js.ts [--by-module] <route | http://host:port/path>
// A route reads a prerendered page's HTML from the build in NEXT_DIST_DIR (default .next-e2e); an address asks a
// running server for it (pages rendered per request). The chunks are read from the build either way.
// --by-module puts each chunk's bytes on the source modules they came from: it needs a build made with
// NEXT_BROWSER_SOURCE_MAPS=1 (next.config.ts), and prints the gzipped share of each module, largest first.
// The counting itself (firstLoadScriptSources, firstLoadJsBytes) is what scripts/measure/lighthouse.mjs imports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFERRED_SCRIPT_ATTRIBUTE } from '../../browser/hydration-loader/deferred-script-attribute';
import { bytesBySource, moduleName } from './chunk-modules';

/**
 * The scripts a page's HTML makes the browser fetch at first load: every `<script src>`, and every framework
 * script the server defers until the page has painted (still fetched on the first visit), less the noModule
 * ones (legacy polyfills the supported browsers never fetch).
 */
export function firstLoadScriptSources(html: string): string[] {
  const source = new RegExp(`\\s(?:src|${DEFERRED_SCRIPT_ATTRIBUTE})="([^"]+)"`);
  const sources: string[] = [];
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/g)) {
    if (/nomodule/i.test(attributes)) continue;
    const found = source.exec(attributes)?.[1];
    if (found) sources.push(found);
  }
  return [...new Set(sources)];
}

export const gzippedBytes = (buffer: Buffer): number => gzipSync(buffer).length;

/** First-load JavaScript of a page on a running server: its scripts' bodies, gzipped, added up. */
export async function firstLoadJsBytes(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  let total = 0;
  for (const source of firstLoadScriptSources(html)) {
    total += gzippedBytes(Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer()));
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

async function pageHtml(route: string, distDir: string): Promise<string> {
  if (/^https?:\/\//.test(route)) return (await fetch(route)).text();
  const htmlFile = path.join(distDir, 'server', 'app', `${route.replace(/^\//, '') || 'index'}.html`);
  if (!existsSync(htmlFile)) {
    console.error(`${htmlFile} not found: is the route prerendered in this build? (Give a server's address for other pages.)`);
    process.exit(1);
  }
  return readFileSync(htmlFile, 'utf8');
}

async function main() {
  const args = process.argv.slice(2);
  const byModule = args.includes('--by-module');
  const route = args.find((arg) => !arg.startsWith('--'));
  if (!route) {
    console.error('usage: npx tsx scripts/measure/first-load-js.ts [--by-module] <route | http://host:port/path>');
    process.exit(1);
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
  const sources = firstLoadScriptSources(await pageHtml(route, distDir));
  let total = 0;
  const modules = new Map<string, number>();
  for (const source of sources) {
    const file = path.join(distDir, source.replace(/^\/_next\//, '').split('?', 1)[0] ?? source);
    const code = readFileSync(file);
    const size = gzippedBytes(code);
    total += size;
    console.log(`${kb(size)}  ${source}`);
    if (!byModule) continue;
    const text = code.toString('utf8');
    // Turbopack names a chunk's map by its own hash: the chunk's last line says which.
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
    const mapFile = mapName && path.join(path.dirname(file), mapName);
    if (!mapFile || !existsSync(mapFile)) {
      console.error(`  no source map for ${file}: build with NEXT_BROWSER_SOURCE_MAPS=1 for --by-module`);
      continue;
    }
    const shares = bytesBySource(text, JSON.parse(readFileSync(mapFile, 'utf8')));
    const ranked = [...shares].sort((a, b) => b[1] - a[1]);
    for (const [module, characters] of ranked) {
      const gzipped = (size * characters) / text.length;
      modules.set(moduleName(module), (modules.get(moduleName(module)) ?? 0) + gzipped);
      if (gzipped >= 100) console.log(`    ${kb(gzipped)}  ${moduleName(module)}`);
    }
  }
  if (byModule) {
    console.log('\nBy module, all chunks (≥ 0.1 KB):');
    for (const [module, gzipped] of [...modules].sort((a, b) => b[1] - a[1])) {
      if (gzipped >= 100) console.log(`${kb(gzipped)}  ${module}`);
    }
  }
  console.log(`${kb(total)}  total gzipped, ${sources.length} scripts (${route})`);
}

// Run as a command, not when imported (the Lighthouse table).
if (process.argv[1]?.endsWith('first-load-js.ts')) void main();
