import path from 'node:path';
import { Client } from 'pg';
import { databaseTarget, redactedUrl } from '../target';
import { applyMigrations, type MigrationReport } from './apply-migrations';
import { applyPostgresMigrations } from './apply-postgres-migrations';
import { openDatabase } from './open-database';
import { readMigrations } from './read-migrations';

/** Each engine's Prisma-format migrations folder. */
export const migrationsDirs = {
  sqlite: path.join(process.cwd(), 'prisma', 'migrations'),
  postgres: path.join(process.cwd(), 'prisma', 'migrations-postgres'),
};

/** Brings the SQLite file up to date with the migrations folder, creating it when missing. Safe to run repeatedly. */
export function migrateSqlite(file: string, migrationsDir: string = migrationsDirs.sqlite): MigrationReport {
  const db = openDatabase(file);
  try {
    return applyMigrations(db, readMigrations(migrationsDir));
  } finally {
    db.close();
  }
}

/** Brings the PostgreSQL database up to date; instances migrating at once apply each migration once. */
export async function migratePostgres(url: string, migrationsDir: string = migrationsDirs.postgres): Promise<MigrationReport> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`DATABASE_URL: cannot connect to ${redactedUrl(url)}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return await applyPostgresMigrations(client, readMigrations(migrationsDir));
  } finally {
    await client.end();
  }
}

/** Brings the database DATABASE_URL names up to date, whichever engine it is. */
export async function migrateDatabase(url: string): Promise<MigrationReport> {
  const target = databaseTarget(url);
  return target.engine === 'sqlite' ? migrateSqlite(target.file) : migratePostgres(target.url);
}
