/**
 * Applies pending Prisma migrations to DATABASE_URL (default file:./var/nestora.db): a SQLite file,
 * created with its folder when missing, or a PostgreSQL database. Run before `next start` and
 * before the tests.
 */
import { migrateDatabase } from '@/lib/platform/db/migrate/migrate-database';
import { databaseTarget, describeTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';

async function main() {
  const url = env().DATABASE_URL;
  const report = await migrateDatabase(url);
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  const target = describeTarget(databaseTarget(url));
  if (report.applied.length === 0) {
    console.log(`Database ${target} is up to date (${report.skipped.length} migrations).`);
  } else {
    console.log(`Applied ${report.applied.length} migration(s) to ${target}: ${report.applied.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
