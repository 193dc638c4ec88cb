import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type Migration = { name: string; sql: string; checksum: string };

/** sha256 hex of the migration file's bytes: the checksum Prisma records in _prisma_migrations. */
export function migrationChecksum(contents: Buffer | string): string {
  return createHash('sha256').update(contents).digest('hex');
}

/** Every `<timestamp>_<name>/migration.sql` under dir, oldest first, as Prisma orders them. */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(dir, name, 'migration.sql')))
    .sort()
    .map((name) => {
      const contents = readFileSync(path.join(dir, name, 'migration.sql'));
      return { name, sql: contents.toString('utf8'), checksum: migrationChecksum(contents) };
    });
}
