import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { danglingReferences, withForeignKeysOff } from './foreign-keys';
import { MigrationError, historyVerdict, migrationFailure, warnMissingLocally, type MigrationReport } from './history';
import type { Migration } from './read-migrations';

export { MigrationError, type MigrationReport };

// Prisma's own definition of its history table for SQLite, so `prisma migrate deploy` reads ours.
const historyTableSql = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

type HistoryRow = { checksum: string; finished_at: number | bigint | string | null };

/**
 * Applies pending migrations in name order, each with its history row inside one IMMEDIATE
 * transaction, so a failing script leaves neither tables nor a record behind and two processes
 * starting at once cannot apply the same migration twice. Timestamps are unix milliseconds, as
 * Prisma's engine writes them for SQLite.
 *
 * Foreign keys are off during each transaction, as Prisma's table rebuilds expect (see
 * ./foreign-keys.ts), and checked before it commits: a migration that leaves a reference to a
 * missing row is rolled back, naming the references.
 */
export function applyMigrations(db: Database.Database, migrations: readonly Migration[], now: () => number = Date.now): MigrationReport {
  db.exec(historyTableSql);
  const report: MigrationReport = { applied: [], skipped: [], warnings: [] };
  const history = db.prepare<[string], HistoryRow>(
    `SELECT checksum, finished_at FROM "_prisma_migrations"
     WHERE migration_name = ? AND rolled_back_at IS NULL`,
  );
  const insert = db.prepare(
    `INSERT INTO "_prisma_migrations"
       (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
     VALUES (?, ?, NULL, ?, NULL, NULL, ?, 0)`,
  );
  const finish = db.prepare(`UPDATE "_prisma_migrations" SET finished_at = ?, applied_steps_count = 1 WHERE id = ?`);

  for (const migration of migrations) {
    const apply = db.transaction((): 'applied' | 'skipped' => {
      const rows = history.all(migration.name).map((row) => ({ checksum: row.checksum, finished: row.finished_at !== null }));
      if (historyVerdict(migration, rows, report) === 'skip') return 'skipped';
      const id = randomUUID();
      insert.run(id, migration.checksum, migration.name, now());
      try {
        db.exec(migration.sql);
      } catch (error) {
        throw migrationFailure(migration, error);
      }
      const dangling = danglingReferences(db);
      if (dangling.length > 0) {
        throw new MigrationError(
          migration.name,
          `Migration ${migration.name} failed: it leaves references to missing rows: ${dangling.join('; ')}`,
        );
      }
      finish.run(now(), id);
      return 'applied';
    });
    report[withForeignKeysOff(db, () => apply.immediate()) === 'applied' ? 'applied' : 'skipped'].push(migration.name);
  }

  const recorded = db
    .prepare<[], { migration_name: string }>(`SELECT DISTINCT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`)
    .all();
  warnMissingLocally(
    recorded.map((row) => row.migration_name),
    migrations,
    report,
  );
  return report;
}
