/** Project ids as they travel through localStorage and compare URLs: short slugs only. */

const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/i;

export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && PROJECT_ID.test(value);
}

/** 'a, b,,a' -> ['a', 'b']: trimmed, deduplicated, anything that cannot be an id dropped. */
export function parseIdList(text: string | string[] | undefined): { ids: string[]; rejected: number } {
  const joined = Array.isArray(text) ? text.join(',') : (text ?? '');
  // A shared URL can be anything; bound the work before splitting it.
  const parts = joined
    .slice(0, 2000)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = [...new Set(parts.filter(isProjectId))];
  return { ids, rejected: parts.filter((part) => !isProjectId(part)).length };
}
