import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { historyVerdict, migrationFailure, warnMissingLocally, type MigrationReport } from './history';
import type { Migration } from './read-migrations';

// Prisma's own definition of its history table for PostgreSQL, so `prisma migrate deploy` reads ours.
const historyTableSql = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** The advisory lock every instance's migrator takes: "nestora" read as a number. */
export const MIGRATION_LOCK_KEY = 0x6e6573746f7261;

/**
 * Applies pending migrations in name order on PostgreSQL, each with its history row in one
 * transaction (PostgreSQL's DDL is transactional, so a failing script leaves nothing behind).
 * The whole run holds a session advisory lock: instances that start together wait for the first,
 * then find nothing left to apply.
 */
export async function applyPostgresMigrations(client: Client, migrations: readonly Migration[]): Promise<MigrationReport> {
  const report: MigrationReport = { applied: [], skipped: [], warnings: [] };
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await client.query(historyTableSql);
    for (const migration of migrations) {
      report[(await applyOne(client, migration, report)) ? 'applied' : 'skipped'].push(migration.name);
    }
    const recorded = await client.query<{ migration_name: string }>(
      `SELECT DISTINCT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    warnMissingLocally(
      recorded.rows.map((row) => row.migration_name),
      migrations,
      report,
    );
    return report;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}

/** True when it applied the migration, false when it was already applied. */
async function applyOne(client: Client, migration: Migration, report: MigrationReport): Promise<boolean> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ checksum: string; finished_at: Date | null }>(
      `SELECT checksum, finished_at FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL`,
      [migration.name],
    );
    const verdict = historyVerdict(
      migration,
      rows.map((row) => ({ checksum: row.checksum, finished: row.finished_at !== null })),
      report,
    );
    if (verdict === 'skip') {
      await client.query('COMMIT');
      return false;
    }
    const id = randomUUID();
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    try {
      await client.query(migration.sql);
    } catch (error) {
      throw migrationFailure(migration, error);
    }
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`, [id]);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
