import path from 'node:path';
import { applyMigrations, type MigrationReport } from './apply-migrations';
import { databaseFilePath } from './database-path';
import { openDatabase } from './open-database';
import { readMigrations } from './read-migrations';

const defaultMigrationsDir = () => path.join(process.cwd(), 'prisma', 'migrations');

/** Brings the database at `url` up to date with the migrations folder. Safe to run repeatedly. */
export function migrateDatabase(
  url: string,
  migrationsDir: string = defaultMigrationsDir(),
): MigrationReport {
  const db = openDatabase(databaseFilePath(url));
  try {
    return applyMigrations(db, readMigrations(migrationsDir));
  } finally {
    db.close();
  }
}
