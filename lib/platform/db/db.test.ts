import { createTempDatabase, type TempDatabase } from '@/tests/support/temp-database';
import { assertWritable, db } from '.';

// SQLite's connection settings; the PostgreSQL project runs the store's other tests.
let database: TempDatabase;

beforeAll(async () => {
  database = await createTempDatabase();
});

afterAll(async () => {
  await (await db()).$disconnect();
  await database.remove();
});

it('is one client per process, with WAL, synchronous=FULL and a busy timeout', async () => {
  const prisma = await db();
  expect(await db()).toBe(prisma);
  const pragma = async (name: string) =>
    Object.values(((await prisma.$queryRawUnsafe(`PRAGMA ${name}`)) as Record<string, unknown>[])[0] ?? {})[0];
  expect(await pragma('journal_mode')).toBe('wal');
  expect(Number(await pragma('synchronous'))).toBe(2);
  expect(Number(await pragma('busy_timeout'))).toBe(5000);
});

it('assertWritable fails while the connection cannot write, where a read would still succeed', async () => {
  const prisma = await db();
  await expect(assertWritable()).resolves.toBeUndefined();
  await prisma.$executeRawUnsafe('PRAGMA query_only = ON');
  try {
    await expect(prisma.$queryRawUnsafe('SELECT 1')).resolves.toBeDefined();
    await expect(assertWritable()).rejects.toThrow(/readonly|read-only|query_only|attempt to write/i);
  } finally {
    await prisma.$executeRawUnsafe('PRAGMA query_only = OFF');
  }
});
