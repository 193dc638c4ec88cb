/**
 * `npm run db:backup`: a consistent online copy of the SQLite database in BACKUP_DIR, named by
 * date, keeping the newest BACKUP_KEEP (default 14). Safe while the site takes enquiries.
 * The catalogue editor's SQLite file (`<name>-cms.db`) and its media folder (`<name>-media/`) go with it.
 * It copies the databases and uploads only, never the `app-secret` key file beside them (which unseals the two-factor
 * secrets), and refuses a BACKUP_DIR that is the database's folder or holds that file.
 * PostgreSQL has its own tool for this: pg_dump (see the README).
 */
import { catalogueBucket } from '@/cms/media-bucket';
import { besideSiteDatabase, catalogueMediaDir } from '@/cms/media-location';
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

const database = databaseFilePath(url);
// The editor's store and uploads where the site keeps them (cms/media-location.ts). With a bucket, the uploads are in
// the bucket, not in the folder: the bucket's own versioning or replication keeps them (see the README).
const bucket = catalogueBucket();
const editor = { database: besideSiteDatabase(database, 'cms.db'), mediaDir: bucket ? undefined : catalogueMediaDir() };
if (bucket) console.log(`The catalogue's uploads are in the bucket ${bucket.name}: not copied (the bucket keeps its own versions).`);

backupSqlite(database, dir, { keep, editor }).then(
  (report) => {
    console.log(`Backed up ${database} to ${report.file}.`);
    if (report.editorFile) console.log(`Backed up the catalogue editor's ${editor.database} to ${report.editorFile}.`);
    if (report.mediaDir) console.log(`Copied the catalogue's media folder ${editor.mediaDir} to ${report.mediaDir}.`);
    if (report.removed.length > 0) console.log(`Removed ${report.removed.length} older backup(s): ${report.removed.join(', ')}`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
