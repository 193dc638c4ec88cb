import type { Migration } from './read-migrations';

export type MigrationReport = { applied: string[]; skipped: string[]; warnings: string[] };

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * What the history says about one migration, the same on both engines: apply it, or skip it as
 * applied (warning when its file changed since). A start without a finish stops the run, as
 * Prisma's own migrate deploy does.
 */
export function historyVerdict(
  migration: Migration,
  rows: readonly { checksum: string; finished: boolean }[],
  report: MigrationReport,
): 'apply' | 'skip' {
  if (rows.some((row) => !row.finished)) {
    throw new MigrationError(
      migration.name,
      `Migration ${migration.name} is recorded as started but not finished. ` +
        'Resolve it (prisma migrate resolve) before migrating again.',
    );
  }
  const done = rows[0];
  if (!done) return 'apply';
  if (done.checksum !== migration.checksum) {
    report.warnings.push(`Migration ${migration.name} was modified after it was applied (checksum differs).`);
  }
  return 'skip';
}

/** Warns about migrations the history holds that the folder no longer has. */
export function warnMissingLocally(recorded: readonly string[], migrations: readonly Migration[], report: MigrationReport): void {
  const known = new Set(migrations.map((migration) => migration.name));
  for (const name of recorded) {
    if (!known.has(name)) report.warnings.push(`Migration ${name} is applied but missing locally.`);
  }
}

/** A failed migration's error, naming it. Not `instanceof Error`: drivers' errors may come from another realm (jest). */
export function migrationFailure(migration: Migration, error: unknown): MigrationError {
  const reason = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  return new MigrationError(migration.name, `Migration ${migration.name} failed: ${reason}`, { cause: error });
}
