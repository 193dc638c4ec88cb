/**
 * Applies pending Prisma migrations to DATABASE_URL (default file:./var/nestora.db), creating the
 * file and its folder when missing. Run before `next start` and before the tests.
 */
import { env } from '@/lib/env';
import { databaseFilePath } from '@/lib/db/migrate/database-path';
import { migrateDatabase } from '@/lib/db/migrate/migrate-database';

try {
  const url = env().DATABASE_URL;
  const report = migrateDatabase(url);
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  const target = databaseFilePath(url);
  if (report.applied.length === 0) {
    console.log(`Database ${target} is up to date (${report.skipped.length} migrations).`);
  } else {
    console.log(`Applied ${report.applied.length} migration(s) to ${target}: ${report.applied.join(', ')}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
