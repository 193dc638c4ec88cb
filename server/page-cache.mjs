// A bounded in-memory cache of rendered listing pages for server/start-server.mjs. The listing
// (/project-details?…) is rendered per request because its filters are in the query, yet its HTML
// depends on nothing but the URL and the build's data: the same URL always renders the same page.
// Rendering it costs ~5 ms of CPU a request, which capped the server near 140 pages/s; a cached
// copy is served like a prerendered page, and like one, with a policy that allows its inline
// scripts by hash (the nonce they were rendered with is never sent again).
import { gunzipSync } from 'node:zlib';
import { inlineScriptHashes } from './csp.mjs';
import { isRouterRequest } from './router-request.mjs';

/** Only these paths are cached: their HTML is a function of the URL alone. */
const CACHED_PATHS = new Set(['/project-details']);
const MAX_BODY_BYTES = 512 * 1024;

/** The cache key of a request whose response may be cached, or null. */
export function pageCacheKey({ method, url = '/', headers }) {
  if (method !== 'GET' || url.length > 2000) return null;
  const pathname = url.split('?')[0];
  if (!CACHED_PATHS.has(pathname)) return null;
  if (isRouterRequest(headers)) return null;
  const gzip = /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''));
  return `${gzip ? 'gzip' : 'identity'} ${url}`;
}

/** Whether a finished response may be kept: a whole HTML page, the same for every visitor. */
export function isCacheableResponse(status, headers, bodyBytes) {
  const type = String(headers['content-type'] ?? '');
  return status === 200 && type.startsWith('text/html') && headers['set-cookie'] === undefined && bodyBytes <= MAX_BODY_BYTES;
}

export class PageCache {
  /** @param {{ maxEntries?: number, maxBytes?: number }} [limits] */
  constructor({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { headers: Record<string, string | string[]>, body: Buffer, hashes: string[] }>} */
    this.entries = new Map();
  }

  /** The stored page, now the most recently used; undefined when absent. */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps a page with the sha256 of its inline scripts; the least recently used go beyond the limits. */
  set(key, headers, body) {
    const html = headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString('utf8') : body.toString('utf8');
    const entry = { headers, body, hashes: inlineScriptHashes(html) };
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return entry;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
