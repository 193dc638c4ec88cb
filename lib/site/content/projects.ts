import { resolveKey } from './keys';
import type { FloorPlanProject, Project, ProjectEntry, ProjectKind } from './types';

/** Pure lookups over both project files; the loaders in index.ts feed them. */

export const PROJECT_KINDS: readonly ProjectKind[] = ['residential', 'commercial'];

export type ProjectFiles = Record<ProjectKind, Record<string, Project[]>>;

function entriesOf(projects: Project[], kind: ProjectKind, developerKey: string): ProjectEntry[] {
  return projects.map((project) => ({ project, kind, developerKey }));
}

/** Every project, residential first, in file order. */
export function listEntries(files: ProjectFiles): ProjectEntry[] {
  return PROJECT_KINDS.flatMap((kind) => Object.entries(files[kind]).flatMap(([key, projects]) => entriesOf(projects, kind, key)));
}

/**
 * SPEC lookup: in the residential file, then the commercial one, try the developer's list
 * (key exact, then case-insensitive ignoring hyphens and spaces), then the id alone.
 */
export function findProjectIn(files: ProjectFiles, developer: string, id: string): ProjectEntry | null {
  for (const kind of PROJECT_KINDS) {
    const byDeveloper = files[kind];
    const key = resolveKey(Object.keys(byDeveloper), developer);
    const own = key ? byDeveloper[key]?.find((project) => project.id === id) : undefined;
    if (key && own) return { project: own, kind, developerKey: key };
    for (const [otherKey, projects] of Object.entries(byDeveloper)) {
      const found = projects.find((project) => project.id === id);
      if (found) return { project: found, kind, developerKey: otherKey };
    }
  }
  return null;
}

/** The developer's projects from both files, residential first. */
export function developerProjectsIn(files: ProjectFiles, developer: string): ProjectEntry[] {
  return PROJECT_KINDS.flatMap((kind) => {
    const key = resolveKey(Object.keys(files[kind]), developer);
    return key ? entriesOf(files[kind][key] ?? [], kind, key) : [];
  });
}

/** Projects whose file gives no floors take them from the floor-plan file, by id. */
export function attachFloors(byDeveloper: Record<string, Project[]>, floorPlans: readonly FloorPlanProject[]): Record<string, Project[]> {
  const floorsById = new Map(floorPlans.map((plan) => [plan.id, plan.floors]));
  return Object.fromEntries(
    Object.entries(byDeveloper).map(([key, projects]) => [
      key,
      projects.map((project) => (project.floors.length > 0 ? project : { ...project, floors: floorsById.get(project.id) ?? [] })),
    ]),
  );
}
