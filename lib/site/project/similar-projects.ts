import { PROJECT_DEFAULTS } from '../content/project-schema';
import type { ProjectEntry } from '../content/types';

export const SIMILAR_PROJECTS_LIMIT = 4;

const key = (text: string) => text.trim().toLowerCase();

/** Same value, ignoring case, where neither side is the 'not given' default. */
function same(a: string, b: string, missing: string): boolean {
  return key(a) !== key(missing) && key(a) === key(b);
}

function score(current: ProjectEntry['project'], other: ProjectEntry['project']): number {
  return (
    (same(current.propertyType, other.propertyType, PROJECT_DEFAULTS.propertyType) ? 2 : 0) +
    (same(current.localities, other.localities, PROJECT_DEFAULTS.localities) ? 1 : 0) +
    (same(current.bedrooms, other.bedrooms, PROJECT_DEFAULTS.bedrooms) ? 1 : 0)
  );
}

/**
 * SPEC section 9: candidates share the property type (2 points), locality (+1) or bedrooms (+1)
 * with the current project, which is left out; highest score first (data order breaks ties), top 4.
 */
export function similarProjects(current: ProjectEntry, all: readonly ProjectEntry[], limit = SIMILAR_PROJECTS_LIMIT): ProjectEntry[] {
  return all
    .filter((entry) => entry.project.id !== current.project.id)
    .map((entry, order) => ({ entry, order, score: score(current.project, entry.project) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((candidate) => candidate.entry);
}
