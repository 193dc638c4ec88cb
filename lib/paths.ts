/** Canonical paths of the site's detail pages. */
export function projectPath(developerKey: string, projectId: string): string {
  return `/project-details/${encodeURIComponent(developerKey)}/${encodeURIComponent(projectId)}`;
}

export function companyPath(developerKey: string): string {
  return `/project-details/${encodeURIComponent(developerKey)}`;
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
