import { db } from '.';
import { createTempDatabase } from '@/test/temp-database';

let database: ReturnType<typeof createTempDatabase>;

beforeAll(() => {
  database = createTempDatabase();
});

afterAll(async () => {
  await (await db()).$disconnect();
  database.remove();
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
