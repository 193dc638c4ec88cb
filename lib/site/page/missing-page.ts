/** The request header carrying the address that was not found, set by proxy.ts on its rewrite. */
export const MISSING_PATH_HEADER = 'x-nestora-missing-path';

/** What a 404 should say, from the path that was not found (SPEC section 8). */
export type MissingPage = { kind: 'project'; developer: string; projectId: string } | { kind: 'company'; name: string } | { kind: 'page' };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function missingPage(pathname: string | null | undefined): MissingPage {
  const segments = (pathname ?? '').split('?')[0]!.split('/').filter(Boolean).map(decoded);
  if (segments[0] !== 'project-details') return { kind: 'page' };
  if (segments.length === 3) return { kind: 'project', developer: segments[1]!, projectId: segments[2]! };
  if (segments.length === 2) return { kind: 'company', name: segments[1]! };
  return { kind: 'page' };
}
