import { db } from '@/lib/platform/db';
import { withAdvisoryLock } from '@/lib/platform/db/advisory-lock';
import { databaseTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';
import { remember } from '@/lib/platform/process/remember';
import { readRevision } from '@/lib/site/catalogue/store';
import config from '@payload-config';
import { commitTransaction, createLocalReq, getPayload, initTransaction, killTransaction, type Payload } from 'payload';
import type { EditorGlobals } from './documents/editor-shapes';
import { fromCatalogueDocuments } from './documents/from-catalogue';
import { markCatalogueEditorOpen } from './editor-open';
import { withLockFile } from './lock-file';
import { besideSiteDatabase } from './media-location';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { SEEDING } from './publish/hooks';

/**
 * Opens the catalogue editor, once per process: its migrations run, then an empty editor is filled with the published
 * revision, so the first thing the agency edits is what the site shows. Started by instrumentation without holding up
 * the site's start; the editor's routes wait for it (catalogueEditor). Filling publishes nothing, and runs after
 * the opening (a hundred projects with their versions take a while): until it commits, a publish is refused
 * (cms/publish/hooks.ts), since it would publish a catalogue without them.
 */
export function catalogueEditor(): Promise<Payload> {
  return remember('catalogue.editor', () => openCatalogueEditor());
}

async function openCatalogueEditor(): Promise<Payload> {
  const payload = await getPayload({ config });
  const engine = payload.db.name === 'postgres' ? 'postgres' : 'sqlite';
  const migrations = (engine === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migrations;
  const target = databaseTarget(env().DATABASE_URL);
  // Instances starting together take turns: on SQLite two migrating one file at once deadlock (a lock file beside the
  // store); on PostgreSQL Payload ends the process when a migration fails, as the second of two creating its schema
  // at once does (a session advisory lock).
  if (target.engine === 'sqlite' && target.file !== ':memory:') {
    await withLockFile(besideSiteDatabase(target.file, 'cms.db.migrating'), () => migrateOnce(payload, migrations));
  } else if (target.engine === 'postgres') {
    await withAdvisoryLock(target.url, EDITOR_MIGRATION_LOCK_KEY, () => migrateOnce(payload, migrations));
  } else {
    await migrateOnce(payload, migrations);
  }
  markCatalogueEditorOpen();
  void fillEmptyEditor(payload).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'The catalogue editor could not be filled' }),
  );
  return payload;
}

/** The session advisory lock the editor's migrations run under: "editor" read as a number. */
const EDITOR_MIGRATION_LOCK_KEY = 0x656469746f72;

type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>;

async function migrateOnce(payload: Payload, migrations: Migrations) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await payload.db.migrate({ migrations });
      return;
    } catch (error) {
      if (attempt === 8) throw error;
      payload.logger.warn(`The catalogue editor's migrations failed (${(error as Error).message}). Trying again.`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

const isDuplicate = (error: unknown) => /unique|duplicate|already exists/i.test(String((error as Error)?.message ?? error));

async function fillEmptyEditor(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'developers', overrideAccess: true });
  if (totalDocs > 0) return;
  const revision = await readRevision(await db());
  if (!revision) return;
  const catalogue = fromCatalogueDocuments(revision.documents);
  const context = { [SEEDING]: true };
  // One transaction: a hundred documents with their versions commit once, and a failure leaves the editor empty.
  const req = await createLocalReq({ context }, payload);
  await initTransaction(req);
  try {
    const developerIds = new Map<string, number | string>();
    for (const developer of catalogue.developers) {
      const doc = await payload.create({
        collection: 'developers',
        data: { ...developer, _status: 'published' },
        req,
        overrideAccess: true,
        draft: false,
      });
      developerIds.set(developer.slug, doc.id);
    }
    for (const project of catalogue.projects) {
      const developer = developerIds.get(project.developer);
      await payload.create({
        collection: 'projects',
        data: { ...project, developer, _status: 'published' },
        req,
        overrideAccess: true,
        draft: false,
      });
    }
    for (const slug of Object.keys(catalogue.globals) as (keyof EditorGlobals)[]) {
      await payload.updateGlobal({
        slug,
        data: { ...catalogue.globals[slug], _status: 'published' },
        req,
        overrideAccess: true,
        draft: false,
      });
    }
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    // Another instance starting at the same moment filled it first.
    if (isDuplicate(error)) return;
    throw error;
  }
  payload.logger.info(
    `Catalogue editor filled from revision ${revision.id}: ${catalogue.developers.length} developers, ${catalogue.projects.length} projects.`,
  );
}
