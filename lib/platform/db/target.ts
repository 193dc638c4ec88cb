import { databaseFilePath } from './migrate/database-path';

export type DatabaseTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; database: string };

export const DATABASE_URL_FORMS = 'file:PATH for SQLite, or postgres://USER:PASSWORD@HOST:PORT/DATABASE for PostgreSQL';

/** The URL with its password replaced, fit for a log line or an error message. */
export function redactedUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:)[^@/?#]*@/i, '$1***@');
}

/**
 * Which store DATABASE_URL names: `file:` is SQLite, `postgres://` or `postgresql://` is
 * PostgreSQL. Anything else throws, naming the setting: taking it for a file path would store the
 * site's enquiries somewhere nobody looks.
 */
export function databaseTarget(url: string): DatabaseTarget {
  const problem = (why: string) => new Error(`DATABASE_URL ${why}: ${redactedUrl(url)}. Use ${DATABASE_URL_FORMS}.`);
  if (url.startsWith('file:')) {
    try {
      return { engine: 'sqlite', file: databaseFilePath(url) };
    } catch {
      throw problem('has no file path');
    }
  }
  if (/^postgres(ql)?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw problem('is not a valid PostgreSQL URL');
    }
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (parsed.hostname === '' && !parsed.searchParams.has('host')) throw problem('names no host');
    if (database === '') throw problem('names no database');
    return { engine: 'postgres', url, database };
  }
  throw problem('is neither a SQLite nor a PostgreSQL URL');
}

/** Where the data lives, for a log line: the SQLite file, or the PostgreSQL URL without its password. */
export function describeTarget(target: DatabaseTarget): string {
  return target.engine === 'sqlite' ? target.file : `PostgreSQL ${redactedUrl(target.url)}`;
}
