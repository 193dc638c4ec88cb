import { migratePostgres, migrateSqlite } from '@/lib/platform/db/migrate/migrate-database';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

type Table = 'Enquiry' | 'JobApplication';
type Row = Record<string, unknown>;

export type TempDatabase = {
  url: string;
  /** How many rows the table holds. */
  count: (table: Table) => Promise<number>;
  /** The row whose `column` (default id) equals `value`, booleans as 0 or 1 on both engines. */
  row: (table: Table, value: string, column?: string) => Promise<Row | undefined>;
  remove: () => Promise<void>;
};

/** The engine the running jest project tests on: jest.config.mjs's postgres project sets it. */
export const testEngine = (): 'sqlite' | 'postgres' => (process.env.NESTORA_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite');

function columnName(column: string): string {
  if (!/^\w+$/.test(column)) throw new Error(`Not a column name: ${column}`);
  return column;
}

/**
 * For integration tests: a fresh migrated database, made the app's database through DATABASE_URL,
 * and a plain connection beside the app's to check what was really stored. SQLite: a file in a
 * temporary folder. PostgreSQL: a new database on the test cluster (tests/jest/postgres-global-setup.ts).
 */
export async function createTempDatabase(): Promise<TempDatabase> {
  return testEngine() === 'postgres' ? createPostgresDatabase() : createSqliteDatabase();
}

function createSqliteDatabase(): TempDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-test-'));
  const file = path.join(dir, 'test.db');
  const url = `file:${file}`;
  process.env.DATABASE_URL = url;
  migrateSqlite(file);
  const reader = new Database(file, { readonly: true });
  return {
    url,
    count: async (table) => (reader.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n,
    row: async (table, value, column = 'id') =>
      reader.prepare(`SELECT * FROM "${table}" WHERE "${columnName(column)}" = ?`).get(value) as Row | undefined,
    remove: async () => {
      reader.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TempDatabase> {
  const clusterUrl = process.env.NESTORA_TEST_POSTGRES_URL;
  if (!clusterUrl) throw new Error('NESTORA_TEST_POSTGRES_URL is unset: the postgres jest project starts the cluster that sets it');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  await migratePostgres(url.toString());
  const reader = new Client({ connectionString: url.toString() });
  await reader.connect();
  // SQLite has no boolean type: its rows hold 0 and 1, which the tests compare against.
  const likeSqlite = (row: Row | undefined) =>
    row && Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]));
  return {
    url: url.toString(),
    count: async (table) => Number((await reader.query(`SELECT COUNT(*) AS n FROM "${table}"`)).rows[0].n),
    row: async (table, value, column = 'id') =>
      likeSqlite((await reader.query(`SELECT * FROM "${table}" WHERE "${columnName(column)}" = $1`, [value])).rows[0] as Row | undefined),
    remove: async () => {
      await reader.end();
      const dropper = new Client({ connectionString: clusterUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
