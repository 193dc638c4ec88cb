import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { env } from '@/lib/env';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { databaseFilePath } from '@/lib/db/migrate/database-path';
import { migrateDatabase } from '@/lib/db/migrate/migrate-database';
import { BUSY_TIMEOUT_MS } from '@/lib/db/migrate/open-database';

const cache = globalThis as unknown as { nestoraDb?: Promise<PrismaClient> };

async function connect(): Promise<PrismaClient> {
  const url = env().DATABASE_URL;
  // `npm run db:migrate` runs before start; repeating it here (a no-op when up to date) means a
  // server started without it still stores enquiries instead of failing on a missing table.
  migrateDatabase(url);
  const adapter = new PrismaBetterSqlite3({ url: databaseFilePath(url), timeout: BUSY_TIMEOUT_MS });
  const client = new PrismaClient({ adapter });
  // The adapter opens exactly one connection per client and offers no hook for per-connection
  // settings, so they are set through it once, before anyone else can use the client.
  await client.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await client.$executeRawUnsafe('PRAGMA synchronous = FULL');
  await client.$executeRawUnsafe(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return client;
}

/** The one Prisma client of this process, connected and configured on first use. */
export function db(): Promise<PrismaClient> {
  cache.nestoraDb ??= connect().catch((error: unknown) => {
    cache.nestoraDb = undefined; // let the next request try again rather than fail forever
    throw error;
  });
  return cache.nestoraDb;
}
