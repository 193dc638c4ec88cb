// Next.js's build files (/_next/static/, hashed and immutable) in brotli, for the clients that take it. Next.js sends
// them gzipped on the fly (level 6), and brotli-only clients uncoded; compressed once at build at brotli's best
// (server/build-steps/static-brotli.ts), a page's framework scripts are ~15 % smaller, ~20 KB of a first load,
// ~0.1 s on a 1.6 Mbit/s phone (#43). Anything else, or a file with no brotli copy, goes on to Next.js as before.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { negotiateEncoding } from './content-encoding';
import { transportHeaders } from './transport-headers';

export const STATIC_PREFIX = '/_next/static/';
/** The build files that get a brotli copy: the others (fonts, images) are compressed already. */
export const BROTLI_EXTENSIONS = ['.js', '.css'] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The build file a request names, inside `<distDir>/static`, or null for anything else (another path, `..`). */
export function staticFileOf(distDir: string, url: string | undefined): string | null {
  const [pathname = ''] = (url ?? '').split('?', 1);
  if (!pathname.startsWith(STATIC_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
  } catch {
    return null;
  }
  const root = path.resolve(distDir, 'static');
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep) || !BROTLI_EXTENSIONS.some((extension) => file.endsWith(extension))) return null;
  return file;
}

/**
 * A handler that sends a build file's brotli copy to a GET or HEAD that takes brotli; anything else it hands to `next`
 * (Next.js), at once for any path outside /_next/static/. The copies found are remembered (the build does not change
 * under a running server); a name without one is asked of the disk each time, so that requests for made-up names
 * cannot grow the memory.
 */
export function createBrotliStatic(distDir: string): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  const sizes = new Map<string, number>();
  async function brotliSize(file: string): Promise<number | null> {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const found = await stat(`${file}.br`).catch(() => null);
    if (!found?.isFile()) return null;
    sizes.set(file, found.size);
    return found.size;
  }
  async function send(request: IncomingMessage, response: ServerResponse, file: string, next: () => void) {
    const size = await brotliSize(file);
    if (size === null) return next();
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)],
      'Content-Encoding': 'br',
      'Content-Length': size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      // As Next.js sends with its build files (next.config.ts).
      ...Object.fromEntries(transportHeaders.map(({ key, value }) => [key, value])),
    });
    if (request.method === 'HEAD') response.end();
    // The copy gone since it was found (a build written over this one): the client's retry goes to Next.js.
    else
      createReadStream(`${file}.br`)
        .on('error', () => response.destroy())
        .pipe(response);
  }
  return (request, response, next) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? staticFileOf(distDir, request.url) : null;
    if (!file || negotiateEncoding(request.headers, ['br']) !== 'br') return next();
    void send(request, response, file, next);
  };
}
