/**
 * `npm run db:backup`: a consistent online copy of the SQLite database in BACKUP_DIR, named by
 * date, keeping the newest BACKUP_KEEP (default 14). Safe while the site takes enquiries.
 * It copies the database only, never the `app-secret` key file beside it (which unseals the two-factor
 * secrets), and refuses a BACKUP_DIR that is the database's folder or holds that file.
 * PostgreSQL has its own tool for this: pg_dump (see the README).
 */
import { backupSqlite } from '@/lib/platform/db/backup';
import { databaseFilePath } from '@/lib/platform/db/migrate/database-path';
import { z } from 'zod';

const settings = z
  .object({
    DATABASE_URL: z.string().default('file:./var/nestora.db'),
    BACKUP_DIR: z.string({ error: 'BACKUP_DIR is not set: name the folder the backups go to.' }).min(1, 'BACKUP_DIR is empty.'),
    BACKUP_KEEP: z.coerce
      .number({ error: 'BACKUP_KEEP must be a whole number of backups to keep (at least 1).' })
      .int('BACKUP_KEEP must be a whole number of backups to keep (at least 1).')
      .min(1, 'BACKUP_KEEP must be a whole number of backups to keep (at least 1).')
      .default(14),
  })
  .safeParse(process.env);

if (!settings.success) {
  console.error(settings.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(1);
}
const { DATABASE_URL: url, BACKUP_DIR: dir, BACKUP_KEEP: keep } = settings.data;
if (!url.startsWith('file:')) {
  console.error('DATABASE_URL is not a SQLite file: back PostgreSQL up with pg_dump (see the README).');
  process.exit(1);
}

backupSqlite(databaseFilePath(url), dir, { keep }).then(
  (report) => {
    console.log(`Backed up ${databaseFilePath(url)} to ${report.file}.`);
    if (report.removed.length > 0) console.log(`Removed ${report.removed.length} older backup(s): ${report.removed.join(', ')}`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
