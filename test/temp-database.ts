import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrateDatabase } from '@/lib/db/migrate/migrate-database';

/**
 * For integration tests: a migrated SQLite file in a fresh temp folder, made the app's database
 * through DATABASE_URL, and a plain connection to check what was really stored.
 */
export function createTempDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-test-'));
  const file = path.join(dir, 'test.db');
  process.env.DATABASE_URL = `file:${file}`;
  migrateDatabase(process.env.DATABASE_URL);
  const reader = new Database(file, { readonly: true });
  return {
    file,
    count: (table: 'Enquiry' | 'JobApplication') =>
      (reader.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n,
    row: (table: 'Enquiry' | 'JobApplication', id: string, column = 'id') => {
      if (!/^\w+$/.test(column)) throw new Error(`Not a column name: ${column}`);
      return reader.prepare(`SELECT * FROM "${table}" WHERE "${column}" = ?`).get(id) as
        | Record<string, unknown>
        | undefined;
    },
    remove: () => {
      reader.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
