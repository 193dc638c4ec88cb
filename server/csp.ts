// The site's Content-Security-Policy, strict on every page: no 'unsafe-inline' or 'unsafe-eval' for
// scripts. A prerendered page's inline scripts are fixed when `next build` writes it, so the build
// records their sha256 per page (this file's CLI, run after the build) and the server sends each
// page its own list; anything rendered per request gets a fresh nonce, which Next.js puts on its
// scripts when the request's CSP header carries it (server/start-server.ts does both).
//   (server/build-steps/csp-manifest.ts writes the build's record and checks every page against it)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_TILE_URL, tileImageSources } from '../lib/platform/tile-template.mjs';
import { hydrationLoaderHash, tapCatcherHash } from './hydration-loader';

export const CSP_REPORT_PATH = '/api/csp-report';
const MANIFEST = 'nestora-csp.json';

/** The build's record: each prerendered page's route and the sha256 of its inline scripts. */
export type CspManifest = { pages: Record<string, string[]> };
/** The prerendered page Next.js serves for an unknown address, with status 404. */
export const NOT_FOUND_ROUTE = '/_not-found';

// Styles stay inline-able: React's style attributes and next/image need it, and a style cannot run code.
// Images may also come from the map tile server (img-src, filled in per policy).
const sharedDirectives = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  'img-src',
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
  'report-to csp',
];

/** The Reporting-Endpoints header that names the `csp` group of report-to. */
export const reportingEndpoints = `csp="${CSP_REPORT_PATH}"`;

/**
 * The policy for one response: scripts from this site, the loader that starts them and its tap catcher (server/hydrate-after-paint.ts),
 * plus the page's own inline scripts by hash (prerendered pages) or by nonce (everything rendered per request). The staff area shows what
 * visitors typed, so it loads nothing from elsewhere at all: no map tiles, no blob: or data: images.
 */
export function contentSecurityPolicy({
  hashes = [],
  nonce,
  staff = false,
  editor = false,
  tileSources = tileImageSources(DEFAULT_TILE_URL),
}: { hashes?: string[]; nonce?: string; staff?: boolean; editor?: boolean; tileSources?: string[] } = {}): string {
  const allowedHashes = new Set([...hashes, tapCatcherHash, hydrationLoaderHash]);
  const sources = ["'self'", ...[...allowedHashes].map((hash) => `'sha256-${hash}'`), ...(nonce ? [`'nonce-${nonce}'`] : [])];
  // The catalogue editor previews a photo before it is uploaded (blob:) and draws its icons as data: images.
  const images = editor
    ? "img-src 'self' data: blob:"
    : staff
      ? "img-src 'self'"
      : ["img-src 'self' data: blob:", ...tileSources].join(' ');
  const rest = sharedDirectives.slice(1).map((directive) => (directive === 'img-src' ? images : directive));
  return [sharedDirectives[0], `script-src ${sources.join(' ')}`, ...rest].join('; ');
}

/**
 * contentSecurityPolicy({ nonce, staff, editor, tileSources }) for a page rendered per request: the policy of each kind of
 * page is made once, and only the request's nonce put in (this runs for every page the server renders).
 */
export function noncePolicies(tileSources: string[]): (options: { nonce: string; staff: boolean; editor: boolean }) => string {
  const NONCE = '\0';
  const made = new Map<string, [before: string, after: string]>();
  return ({ nonce, staff, editor }) => {
    const kind = `${staff} ${editor}`;
    let parts = made.get(kind);
    if (!parts) {
      const [before = '', after = ''] = contentSecurityPolicy({ nonce: NONCE, staff, editor, tileSources }).split(NONCE);
      parts = [before, after];
      made.set(kind, parts);
    }
    return parts[0] + nonce + parts[1];
  };
}

/** Whether a path is the catalogue editor's (Payload's admin), whose images may also be blob: and data:. */
export const isCatalogueEditor = (pathname: string): boolean => pathname === '/admin/catalogue' || pathname.startsWith('/admin/catalogue/');

/** Whether a path is the staff area's, which gets contentSecurityPolicy's staff variant. */
export const isStaffArea = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

// Script elements the browser runs: no type, or a JavaScript one. JSON-LD and other data blocks
// are never run, so no policy covers them.
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const runnableType = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * The sha256 (base64) of each inline script a browser would run in this HTML, in order. `encoding` is how the
 * text holds the page: 'utf8' for text, 'latin1' for its bytes read a byte a character (server/script-deferrer.ts).
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (attributes === undefined || body === undefined || /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? /\btype\s*=\s*'([^']*)'/i.exec(attributes)?.[1] ?? '';
    if (!runnableType.test(type.trim())) continue;
    hashes.push(createHash('sha256').update(body, encoding).digest('base64'));
  }
  return hashes;
}

/** `index.html` is `/`, `about.html` is `/about`, `project-details/dlf/x.html` is `/project-details/dlf/x`. */
export function routeOfHtml(relativePath: string): string {
  const route = `/${relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

const appDir = (distDir: string) => path.join(distDir, 'server', 'app');

/** Every prerendered page's route and the hashes of its inline scripts. */
export function buildCspManifest(distDir: string): CspManifest {
  const pages: CspManifest['pages'] = {};
  for (const file of htmlFiles(appDir(distDir)).sort()) {
    const hashes = inlineScriptHashes(readFileSync(path.join(appDir(distDir), file), 'utf8'));
    pages[routeOfHtml(file)] = [...new Set(hashes)];
  }
  return { pages };
}

export function writeCspManifest(distDir: string, manifest: CspManifest): void {
  writeFileSync(path.join(distDir, MANIFEST), JSON.stringify(manifest));
}

export function readCspManifest(distDir: string): CspManifest | undefined {
  const file = path.join(distDir, MANIFEST);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as CspManifest;
}

function routeOfPath(pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}

/**
 * Which page's hashes a prerendered response gets: the page at its address (a page may answer 404
 * itself, as /not-found does), else for a 404 the not-found page Next.js serves for unknown addresses.
 */
export function prerenderedRoute(manifest: CspManifest, pathname: string, status: number): string {
  const route = routeOfPath(pathname);
  if (manifest.pages[route] || status !== 404) return route;
  return NOT_FOUND_ROUTE;
}

/** The policy a prerendered response gets, or undefined when the build recorded no such page. */
export function prerenderedPolicy(manifest: CspManifest, pathname: string, status: number, tileSources?: string[]): string | undefined {
  const hashes = manifest.pages[prerenderedRoute(manifest, pathname, status)];
  return hashes ? contentSecurityPolicy({ hashes, tileSources }) : undefined;
}

/**
 * Each prerendered page against the header the server will send with it: every inline script it
 * runs must be allowed. Returns the problems, one line each.
 */
export function checkPrerenderedPages(distDir: string, manifest: CspManifest): string[] {
  const problems: string[] = [];
  for (const file of htmlFiles(appDir(distDir))) {
    const route = routeOfHtml(file);
    const policy = prerenderedPolicy(manifest, route, 200);
    if (!policy) {
      problems.push(`${route}: no policy recorded`);
      continue;
    }
    for (const hash of inlineScriptHashes(readFileSync(path.join(appDir(distDir), file), 'utf8'))) {
      if (!policy.includes(`'sha256-${hash}'`)) problems.push(`${route}: inline script sha256-${hash} is not allowed by its header`);
    }
  }
  return problems;
}
