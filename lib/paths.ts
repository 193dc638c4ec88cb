/** Canonical paths of the site's detail pages. */
export function projectPath(developerKey: string, projectId: string): string {
  return `/project-details/${encodeURIComponent(developerKey)}/${encodeURIComponent(projectId)}`;
}

export function companyPath(developerKey: string): string {
  return `/project-details/${encodeURIComponent(developerKey)}`;
}
