import 'server-only';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { env } from '@/lib/env';
import { onDrain } from '@/lib/server/drain';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { databaseFilePath } from './migrate/database-path';
import { BUSY_TIMEOUT_MS, sqlitePragmas } from './pragmas';

const cache = globalThis as unknown as { nestoraDb?: Promise<PrismaClient> };

// The schema is brought up to date once before start (`prestart`/`predev` run `npm run
// db:migrate`), not here on the first request of every process.
async function connect(): Promise<PrismaClient> {
  const url = env().DATABASE_URL;
  const adapter = new PrismaBetterSqlite3({ url: databaseFilePath(url), timeout: BUSY_TIMEOUT_MS });
  const client = new PrismaClient({ adapter });
  // The adapter opens exactly one connection per client and offers no hook for per-connection
  // settings, so they are set through it once, before anyone else can use the client.
  for (const pragma of sqlitePragmas) await client.$queryRawUnsafe(`PRAGMA ${pragma}`);
  onDrain('close', () => client.$disconnect());
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

/**
 * Proves the database can take an enquiry now: a write statement that changes no row still needs
 * the write lock, a writable file and the migrated tables, where `SELECT 1` needs none of them.
 */
export async function assertWritable(): Promise<void> {
  const prisma = await db();
  await prisma.$executeRawUnsafe('UPDATE "Enquiry" SET "stage" = "stage" WHERE 0');
  await prisma.$executeRawUnsafe('UPDATE "JobApplication" SET "spam" = "spam" WHERE 0');
}
