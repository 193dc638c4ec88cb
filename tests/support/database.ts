import { db } from '@/lib/platform/db';
import { createTempDatabase, type TempDatabase } from '@/tests/support/temp-database';

type Table = 'Enquiry' | 'JobApplication';

/**
 * Registers jest hooks giving the test file its own migrated database (through DATABASE_URL, on
 * the engine its jest project tests) and the given submission budget, and removes both afterwards.
 */
export function setupTestDatabase(rateLimitPerMinute: number) {
  let database: TempDatabase | undefined;

  beforeAll(async () => {
    process.env.ENQUIRY_RATE_LIMIT_PER_MINUTE = String(rateLimitPerMinute);
    database = await createTempDatabase();
  });

  afterAll(async () => {
    await (await db()).$disconnect();
    await database?.remove();
  });

  const current = () => {
    if (!database) throw new Error('setupTestDatabase: the database exists only inside tests');
    return database;
  };
  return {
    count: (table: Table) => current().count(table),
    /** The row whose `column` (default id) equals `value`. */
    row: (table: Table, value: string, column?: string) => current().row(table, value, column),
  };
}
