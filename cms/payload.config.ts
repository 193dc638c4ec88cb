import { databaseTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';
import { purposeKey } from '@/lib/platform/security/app-secret';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Developers } from './collections/developers';
import { Media } from './collections/media';
import { Projects } from './collections/projects';
import { Users } from './collections/users';
import { catalogueEditorOpen } from './editor-open';
import { CATALOGUE_GLOBALS } from './globals';
import { claimJobsOnce } from './jobs-claim';
import { besideSiteDatabase } from './media-location';
import { mediaStorage } from './media-storage';
import { MEDIA_MAX_BYTES } from './media-type';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The catalogue editor's own store: a SQLite file beside the site's (var/nestora-cms.db), or in the site's PostgreSQL
 * database under its own schema, `payload`; its migrations are committed (cms/migrations) and run at start by
 * cms/start.ts (not by the adapter, which would run them inside Payload's start, where two instances race).
 */
function editorDatabase() {
  const target = databaseTarget(env().DATABASE_URL);
  const common = { push: false, migrationDir: path.join(here, 'migrations', target.engine) } as const;
  if (target.engine === 'postgres') {
    return postgresAdapter({
      ...common,
      pool: { connectionString: target.url },
      schemaName: 'payload',
    });
  }
  const file = target.file === ':memory:' ? ':memory:' : besideSiteDatabase(target.file, 'cms.db');
  // Several processes may open the file (two instances, a migration at start): wait for a lock instead of failing, and
  // let readers work while one writes, as the site's own SQLite file does.
  return sqliteAdapter({ ...common, client: { url: `file:${file}` }, busyTimeout: 15_000, wal: true });
}

export default buildConfig({
  secret: purposeKey('catalogue-editor').toString('hex'),
  telemetry: false,
  serverURL: env().SITE_URL.replace(/\/$/, ''),
  // The API under /admin, where the staff session cookie goes (it is scoped to /admin) and the gate stands.
  routes: { admin: '/admin/catalogue', api: '/admin/catalogue-api' },
  // Nothing uses GraphQL: closed, so there is one API to guard.
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' | Nestora catalogue' },
    importMap: { baseDir: path.resolve(here, '..'), importMapFile: path.resolve(here, '../app/(payload)/admin/catalogue/importMap.ts') },
    dateFormat: 'd MMM yyyy, HH:mm',
    // No gravatar: the editor loads nothing from elsewhere (its CSP would refuse it, and staff e-mails stay here).
    avatar: 'default',
    components: {
      afterNavLinks: ['/cms/admin/staff-links#StaffAreaLinks'],
      logout: { Button: '/cms/admin/staff-links#StaffSignOut' },
    },
  },
  collections: [Projects, Developers, Media, Users],
  globals: CATALOGUE_GLOBALS,
  db: editorDatabase(),
  sharp,
  plugins: [mediaStorage()],
  upload: { limits: { fileSize: MEDIA_MAX_BYTES } },
  // Scheduled publishes ("the launch at 10:00 on launch day") are jobs this queue runs every minute, on every instance,
  // once the editor's tables are there (cms/start.ts); a job is claimed by one instance only (cms/jobs-claim.ts).
  jobs: {
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build' && catalogueEditorOpen(),
  },
  onInit: (payload) => claimJobsOnce(payload),
  typescript: { outputFile: path.resolve(here, 'payload-types.ts'), autoGenerate: false },
});
