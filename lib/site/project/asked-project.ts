import type { Lead } from '@/lib/generated/prisma/client';
import { findProject } from '@/lib/site/content';
import { projectPath } from '@/lib/site/page/paths';

/** The project a lead asked about, as the site lists it today. */
export type AskedProject =
  | { listed: true; id: string; name: string; path: string }
  /** The stored id matches no project the site lists any more (renamed or taken down). */
  | { listed: false; id: string };

/**
 * Looks the enquiry's project id up in the content (by developer, then by id alone), so staff read
 * the project's current name and reach its public page; null when the enquiry names no project.
 */
export function askedProject({ projectId, projectDeveloper }: Pick<Lead, 'projectId' | 'projectDeveloper'>): AskedProject | null {
  if (!projectId) return null;
  const entry = findProject(projectDeveloper ?? '', projectId);
  if (!entry) return { listed: false, id: projectId };
  return { listed: true, id: projectId, name: entry.project.name, path: projectPath(entry.developerKey, entry.project.id) };
}

export const UNLISTED_NOTE = '(no longer listed)';

/** The project as plain text: its name, or its id and a note when the site no longer lists it. */
export function askedProjectText(project: AskedProject): string {
  return project.listed ? project.name : `${project.id} ${UNLISTED_NOTE}`;
}
