import { normalizeProject, type RawProject } from '@/lib/site/content/project-schema';
import type { ProjectEntry, ProjectKind } from '@/lib/site/content/types';

/** A project entry for unit tests, with the SPEC defaults for every field not given. */
export function entry(raw: Partial<RawProject>, kind: ProjectKind = 'residential'): ProjectEntry {
  return { project: normalizeProject({ id: raw.name ?? 'p', ...raw } as RawProject, 'dev'), kind, developerKey: 'dev' };
}
