// Which rendered pages server/start-server.ts keeps in memory (server/page-store.ts), and under what key.
//
// Prerendered pages: the HTML `next build` wrote, the same for every visitor and every query string, so kept by
// path. Next.js marks them with x-nextjs-prerender.
//
// The listing (/project-details?…) is rendered per request because its filters are in the query, yet its HTML
// depends on nothing but the listing's own reading of that query and the build's data. Rendering it costs ~5 ms
// of CPU a request, which capped the server near 140 pages/s. It is kept under its canonical address
// (lib/site/listing/canonical-url.ts): reordered filters, utm_*, gclid and every other parameter the listing ignores
// share one entry, so a flood of junk parameters cannot push the useful pages out. The entry is the render of
// the canonical address itself, sent for all of them: the page's body is the same, and the only place the raw
// address shows, the router's record of the URL it was rendered for, is not what the browser's router goes by
// (it reads location), so the visitor's address keeps its parameters.
import type { OutgoingHttpHeaders } from 'node:http';
import { isStaffArea } from './csp';
import { isPageRequest } from './hydrate-after-paint';
import type { CanonicalListingUrl } from './listing-url-bundle';
import type { RequestHeaders } from './router-request';

/** What this module reads of a request. */
type PageRequest = { method?: string; url?: string; headers: RequestHeaders };

const LISTING_PATH = '/project-details';
const MAX_URL_LENGTH = 2000;
/** Bigger pages are sent but not kept. */
export const MAX_KEPT_HTML_BYTES = 1024 * 1024;

/** The path and query of a GET or HEAD of a page that may be kept, or null. */
function keepableRequest({ method, url = '/', headers }: PageRequest): { pathname: string; search: string } | null {
  if ((method !== 'GET' && method !== 'HEAD') || url.length > MAX_URL_LENGTH) return null;
  if (!isPageRequest({ method: 'GET', url, headers })) return null;
  const query = url.indexOf('?');
  return query === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, query), search: url.slice(query) };
}

/** The listing's canonical address, its key, when the request is a listing page's; else null. */
export function listingPageKey(request: PageRequest, canonicalListingUrl: CanonicalListingUrl): string | null {
  const target = keepableRequest(request);
  return target?.pathname === LISTING_PATH ? canonicalListingUrl(target.search) : null;
}

/** The path, the key of a prerendered page, when the request may be answered with one; else null. */
export function prerenderedPageKey(request: PageRequest): string | null {
  const target = keepableRequest(request);
  if (!target || target.pathname === LISTING_PATH || isStaffArea(target.pathname)) return null;
  return target.pathname;
}

const single = <T>(value: T | T[]): T | undefined => (Array.isArray(value) ? value[0] : value);

/** A successful HTML page that sets no cookie: what a listing response must be to be kept. */
export function isKeepablePage(status: number, headers: OutgoingHttpHeaders): boolean {
  return status === 200 && String(single(headers['content-type']) ?? '').startsWith('text/html') && headers['set-cookie'] === undefined;
}

/** Such a page that Next.js served from the build's prerendered HTML: the same for every visitor until the next build. */
export function isKeepablePrerenderedPage(status: number, headers: OutgoingHttpHeaders): boolean {
  return isKeepablePage(status, headers) && headers['x-nextjs-prerender'] !== undefined;
}
