import { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from '@/lib/platform/env';
import { onDrain } from '@/lib/platform/process/drain';
import { forget, remember } from '@/lib/platform/process/remember';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import 'server-only';
import { BUSY_TIMEOUT_MS, sqlitePragmas } from './pragmas';
import { databaseTarget, type DatabaseTarget } from './target';

/**
 * Prisma gives an interactive transaction 2 s to get a connection and 5 s to finish by default. A burst of
 * enquiries (200 at once on one instance) on a busy machine waits longer than that for PostgreSQL's pool, and each
 * one past it was answered 503: a buyer turned away whose enquiry would have been stored a moment later.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

async function connectSqlite(file: string): Promise<PrismaClient> {
  const client = new PrismaClient({
    adapter: new PrismaBetterSqlite3({ url: file, timeout: BUSY_TIMEOUT_MS }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
  // The adapter opens exactly one connection per client and offers no hook for per-connection
  // settings, so they are set through it once, before anyone else can use the client.
  for (const pragma of sqlitePragmas) await client.$queryRawUnsafe(`PRAGMA ${pragma}`);
  return client;
}

async function connectPostgres(url: string): Promise<PrismaClient> {
  // Loaded only here, so a SQLite site never loads pg.
  const [{ PrismaPg }, { PrismaClient: PostgresClient }] = await Promise.all([
    import('@prisma/adapter-pg'),
    import('@/lib/generated/prisma-postgres/client'),
  ]);
  const client = new PostgresClient({ adapter: new PrismaPg({ connectionString: url }), transactionOptions: TRANSACTION_OPTIONS });
  // Both clients come from the one schema (scripts/build/prisma-generate.mjs): the same models, fields
  // and queries, which the tests run on both engines.
  return client as unknown as PrismaClient;
}

// The schema is brought up to date once before start (`prestart`/`predev` run `npm run
// db:migrate`), not here on the first request of every process.
async function connect(): Promise<PrismaClient> {
  const target: DatabaseTarget = databaseTarget(env().DATABASE_URL);
  const client = target.engine === 'sqlite' ? await connectSqlite(target.file) : await connectPostgres(target.url);
  onDrain('close', () => client.$disconnect());
  return client;
}

/** The one Prisma client of this process, connected and configured on first use. */
export function db(): Promise<PrismaClient> {
  return remember('db', () =>
    connect().catch((error: unknown) => {
      forget('db'); // let the next request try again rather than fail forever
      throw error;
    }),
  );
}

/** The engine this process stores to. */
export function databaseEngine(): DatabaseTarget['engine'] {
  return databaseTarget(env().DATABASE_URL).engine;
}

/**
 * Proves the database can take an enquiry now: a write statement that changes no row still needs
 * the write lock, a writable file and the migrated tables, where `SELECT 1` needs none of them.
 */
export async function assertWritable(): Promise<void> {
  const prisma = await db();
  await prisma.$executeRawUnsafe('UPDATE "Enquiry" SET "stage" = "stage" WHERE 1 = 0');
  await prisma.$executeRawUnsafe('UPDATE "JobApplication" SET "spam" = "spam" WHERE 1 = 0');
}
