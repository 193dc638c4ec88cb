/**
 * SPEC, floor plans screen: the last path segment is the project id unless it is empty or
 * 'floor-plans'; the `company` query (lowercased) selects a developer; the project id wins.
 */
export type FloorPlanTarget =
  { kind: 'project'; projectId: string; company: string | null } | { kind: 'developer'; company: string } | { kind: 'none' };

export function floorPlanTarget(segments: readonly string[], companyQuery: unknown): FloorPlanTarget {
  const last = segments.at(-1)?.trim() ?? '';
  const company = typeof companyQuery === 'string' && companyQuery.trim() ? companyQuery.trim().toLowerCase() : null;
  if (last && last !== 'floor-plans') return { kind: 'project', projectId: last, company };
  if (company) return { kind: 'developer', company };
  return { kind: 'none' };
}
