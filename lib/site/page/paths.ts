import { slugify } from './slug';

/** Canonical paths of the site's detail pages. */
export function projectPath(developerKey: string, projectId: string): string {
  return `/project-details/${encodeURIComponent(developerKey)}/${encodeURIComponent(projectId)}`;
}

export function companyPath(developerKey: string): string {
  return `/project-details/${encodeURIComponent(developerKey)}`;
}

/** A locality's landing page in its city. */
export function localityPath(citySlug: string, localityName: string): string {
  return `/city/${encodeURIComponent(citySlug)}/locality/${encodeURIComponent(slugify(localityName))}`;
}

/** True when a request path holds a `%` escape that decodes to no valid UTF-8 (e.g. `%ff`, `%`). */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The back office's pages: the public site's service worker and the staff gate both tell them apart by this. */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

// Any origin anchors the parse (this also runs in the browser, without SITE_URL): what matters is only whether
// the path stays on it.
const ANCHOR_ORIGIN = 'http://page.invalid';
// Browsers read a backslash as '/' and drop TAB, CR and LF, so `/\evil.example` or `/\t/evil.example` is `//evil.example`.
const unsafeInPath = /[\\\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * Whether `path` is a path of this site: it starts with one '/', holds no backslash or control character, and
 * resolves on the site's own origin. The advisors' mail links to it ("Sent from"), so anything that a browser
 * or mail client could read as another host is refused.
 */
export function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || unsafeInPath.test(path)) return false;
  try {
    return new URL(path, ANCHOR_ORIGIN).origin === ANCHOR_ORIGIN;
  } catch {
    return false;
  }
}
