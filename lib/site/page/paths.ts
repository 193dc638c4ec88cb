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
