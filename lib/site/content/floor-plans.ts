import { parseWith } from './errors';
import { resolveKey } from './keys';
import { floorPlansFileSchema } from './schemas';
import type { FloorPlanProject } from './types';

export type FloorPlansByDeveloper = Record<string, FloorPlanProject[]>;

export function parseFloorPlans(raw: unknown, file: string): FloorPlansByDeveloper {
  const parsed = parseWith(floorPlansFileSchema, raw, file);
  return Object.fromEntries(
    Object.entries(parsed).map(([developerKey, projects]) => [developerKey, projects.map((project) => ({ ...project, developerKey }))]),
  );
}

export function findFloorPlanIn(plans: FloorPlansByDeveloper, projectId: string): FloorPlanProject | null {
  for (const projects of Object.values(plans)) {
    const found = projects.find((project) => project.id === projectId);
    if (found) return found;
  }
  return null;
}

export function developerFloorPlansIn(plans: FloorPlansByDeveloper, developer: string): FloorPlanProject[] {
  const key = resolveKey(Object.keys(plans), developer);
  return key ? (plans[key] ?? []) : [];
}
