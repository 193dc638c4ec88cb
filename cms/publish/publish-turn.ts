import { databaseTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';
import type { BaseDatabaseAdapter, PayloadRequest } from 'payload';
import { withLockFile } from '../lock-file';
import { besideSiteDatabase } from '../media-location';

/**
 * Publishes take turns. A publish reads the whole editor catalogue and stores it as the site's next revision; two
 * publishes of different documents at once (two editors, two instances) would each read the catalogue without the
 * other's change and the later revision would drop the earlier change. So each publish reads the catalogue only
 * once the publish before it is stored, in the editor and as a revision.
 *
 * PostgreSQL: Payload runs each change in a transaction (its operations open one before the hooks run), and the
 * revision is stored from the change's afterChange hook, before that transaction commits. The turn is a transaction
 * advisory lock taken on that transaction's own connection before the catalogue is read: PostgreSQL releases it
 * exactly when the change commits or rolls back, and the next publish, reading after that (READ COMMITTED), sees it.
 *
 * SQLite: Payload's SQLite adapter runs without transactions (each statement stands alone), so a change is stored
 * before its afterChange hook runs; there the turn spans reading the catalogue again and storing the revision, and is
 * a lock file beside the database, which every process on that file shares.
 */

/** The transaction advisory lock of the catalogue's publishes: "cmspub" read as a number (six bytes: a safe integer). */
const PUBLISH_LOCK_KEY = 0x636d73707562;

/** What @payloadcms/drizzle's adapters have and Payload's types do not name: the open transactions, by id. */
type DrizzleSessions = BaseDatabaseAdapter & {
  sessions: Record<string, { db: unknown } | undefined>;
  execute: (args: { db: unknown; raw: string }) => Promise<unknown>;
};

const onPostgres = (req: PayloadRequest) => req.payload.db.name === 'postgres';

/**
 * PostgreSQL: waits for the publishes before this one to commit and holds the turn until this change's transaction
 * ends. Taking it again in the same transaction returns at once. SQLite: nothing (see publishInTurn).
 */
export async function takePublishTurn(req: PayloadRequest): Promise<void> {
  if (!onPostgres(req)) return;
  const adapter = req.payload.db as DrizzleSessions;
  const id = await req.transactionID;
  const session = id ? adapter.sessions[String(id)] : undefined;
  // Every Payload operation that runs these hooks opens a transaction first: without one the lock would be
  // released as soon as it is taken, and the publish would race.
  if (!session) throw new Error('A catalogue publish must run inside the editor change’s transaction');
  await adapter.execute({ db: session.db, raw: `SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})` });
}

let inProcess: Promise<unknown> = Promise.resolve();

/** The turns of the processes sharing the SQLite file; a database in memory belongs to one process. */
function sqliteTurn<T>(run: () => Promise<T>): Promise<T> {
  const target = databaseTarget(env().DATABASE_URL);
  if (target.engine === 'sqlite' && target.file !== ':memory:') {
    return withLockFile(besideSiteDatabase(target.file, 'cms.publishing'), run);
  }
  const turn = inProcess.then(run, run);
  inProcess = turn.catch(() => undefined);
  return turn;
}

/**
 * Runs `publish` (read the catalogue, store the revision) in this change's turn. `readBeforeStillHolds` says whether
 * the catalogue read earlier in this change (beforeChange) is still the catalogue: on PostgreSQL the turn was taken
 * before that read and is held until commit; on SQLite another publish may have been stored since, so it must be
 * read again.
 */
export async function publishInTurn<T>(req: PayloadRequest, publish: (readBeforeStillHolds: boolean) => Promise<T>): Promise<T> {
  if (onPostgres(req)) {
    await takePublishTurn(req);
    return publish(true);
  }
  return sqliteTurn(() => publish(false));
}
