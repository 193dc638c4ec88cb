import path from 'node:path';

/**
 * The file behind a SQLite `file:` URL. Relative paths are taken from the project root (the
 * working directory of `next start`, jest and the scripts), as Prisma's CLI does.
 */
export function databaseFilePath(url: string, cwd: string = process.cwd()): string {
  const withoutScheme = url.replace(/^file:/, '');
  const withoutQuery = withoutScheme.split('?')[0] ?? '';
  if (withoutQuery === '') throw new Error(`DATABASE_URL has no file path: ${url}`);
  if (withoutQuery === ':memory:') return withoutQuery;
  return path.resolve(cwd, withoutQuery);
}
