import type { z } from 'zod';

/** A data file that cannot be used; the message names the file and the field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

/**
 * Parses `raw` with `schema`; on failure throws a ContentError such as
 * "data/residentialProjects.json: godrej[2].coordinates.latitude: Invalid input: expected number".
 */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown, file: string, prefix: readonly PropertyKey[] = []): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${formatPath([...prefix, ...issue.path])}: ${issue.message}`);
  const more = result.error.issues.length > 5 ? ` (and ${result.error.issues.length - 5} more)` : '';
  throw new ContentError(`${file}: ${problems.join('; ')}${more}`);
}
