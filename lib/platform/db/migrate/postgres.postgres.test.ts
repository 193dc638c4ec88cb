import { databaseEngine, db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MigrationError } from './apply-migrations';
import { migratePostgres, migrateSqlite } from './migrate-database';

// Runs only in the postgres jest project, against the throwaway cluster.
setupTestDatabase(5);

let dir: string;
const created: string[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-pg-migrate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(async () => {
  await withClient(process.env.NESTORA_TEST_POSTGRES_URL!, async (client) => {
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
});

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `migrate_${created.length}_${Date.now()}`;
  await withClient(process.env.NESTORA_TEST_POSTGRES_URL!, (client) => client.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  const url = new URL(process.env.NESTORA_TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

function writeMigration(name: string, sql: string) {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
}

it('stores this test run on PostgreSQL through the pg adapter', async () => {
  expect(databaseEngine()).toBe('postgres');
  const [row] = await (await db()).$queryRaw<{ version: string }[]>`SELECT version() AS version`;
  expect(row?.version).toMatch(/^PostgreSQL \d+/);
});

it('migrates once when several instances start together, under the advisory lock', async () => {
  const url = await freshDatabase();
  const reports = await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
  const names = [
    '20261125120000_init',
    '20261125130000_enquiry_idempotency',
    '20261125150000_application_idempotency',
    '20261126010000_attribution_prepared_deliveries',
    '20261126015000_report_indexes',
    '20261126020000_staff_invitations_resets',
    '20261126030000_staff_two_factor',
    '20261126040000_consent_records',
    '20261126050000_privacy_requests',
    '20261126060000_retention_access_log',
    '20261127010000_privacy_proofs',
    '20261127030000_staff_reset_requests',
    '20261127040000_privacy_link_uses',
    '20261127040100_delivery_link_expiry',
    '20261127060000_intake_sources',
    '20261127070000_portal_mail',
    '20261127080000_assignment_rules',
    '20261127090000_push_subscriptions',
    '20261128100000_portal_mail_contact',
    '20261128140000_source_settings',
    '20261129140000_catalogue_revisions',
    '20261129150000_price_records',
    '20261129160000_catalogue_redirects',
    '20261130050000_whatsapp',
    '20261130060000_whatsapp_template_sync',
    '20261130120000_intake_event_lane',
  ];
  expect(reports.map((report) => report.applied.length).sort()).toEqual([0, 0, names.length]);
  const history = await withClient(url, (client) =>
    client.query(
      `SELECT migration_name, finished_at IS NOT NULL AS finished, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    ),
  );
  expect(history.rows).toEqual(names.map((name) => ({ migration_name: name, finished: true, applied_steps_count: 1 })));
  expect(await migratePostgres(url)).toEqual({ applied: [], skipped: names, warnings: [] });
});

it('rolls a failing migration back completely, records nothing for it, and goes no further', async () => {
  const url = await freshDatabase();
  writeMigration('20240101000000_good', 'CREATE TABLE "Good" ("id" TEXT);');
  writeMigration('20240102000000_bad', 'CREATE TABLE "Half" ("id" TEXT);\nINSERT INTO "Missing" VALUES (1);');
  writeMigration('20240103000000_after', 'CREATE TABLE "After" ("id" TEXT);');
  const failure = migratePostgres(url, dir);
  await expect(failure).rejects.toThrow(MigrationError);
  await expect(failure).rejects.toThrow(/20240102000000_bad failed: relation "Missing" does not exist/);
  const tables = await withClient(url, (client) =>
    client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`),
  );
  expect(tables.rows.map((row) => row.table_name)).toEqual(['Good', '_prisma_migrations']);
  // The lock was released: another migration run goes ahead at once.
  rmSync(path.join(dir, '20240102000000_bad'), { recursive: true });
  expect((await migratePostgres(url, dir)).applied).toEqual(['20240103000000_after']);
});

it('names DATABASE_URL, without its password, when the server cannot be reached', async () => {
  await expect(migratePostgres('postgresql://site:hunter2@127.0.0.1:1/nestora')).rejects.toThrow(
    /^DATABASE_URL: cannot connect to postgresql:\/\/site:\*\*\*@127\.0\.0\.1:1\/nestora/,
  );
});

describe('the PostgreSQL migrations', () => {
  type Column = { table: string; column: string; type: string; nullable: boolean; defaulted: boolean };
  const sqliteTypes: Record<string, string> = {
    TEXT: 'text',
    INTEGER: 'integer',
    REAL: 'double precision',
    BOOLEAN: 'boolean',
    DATETIME: 'timestamp',
    BLOB: 'bytea',
    BIGINT: 'bigint',
  };

  it('build the same tables, columns, types, defaults, indexes and references as the SQLite ones', async () => {
    const file = path.join(dir, 'schema.db');
    migrateSqlite(file);
    const sqlite = new Database(file, { readonly: true });
    const sqliteTables = (
      sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name`).all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const sqliteColumns: Column[] = sqliteTables.flatMap((table) =>
      (
        sqlite.pragma(`table_info("${table}")`) as { name: string; type: string; notnull: number; pk: number; dflt_value: string | null }[]
      ).map((info) => ({
        table,
        column: info.name,
        type: sqliteTypes[info.type] ?? info.type,
        nullable: info.notnull === 0 && info.pk === 0,
        // An INTEGER PRIMARY KEY is SQLite's rowid, numbered by itself as a SERIAL is by its sequence.
        defaulted: info.dflt_value !== null || (info.pk === 1 && info.type === 'INTEGER'),
      })),
    );
    const sqliteIndexes = (
      sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const sqliteReferences = sqliteTables.flatMap((table) =>
      (sqlite.pragma(`foreign_key_list("${table}")`) as { table: string; from: string; on_delete: string }[]).map(
        (key) => `${table}.${key.from} -> ${key.table} ${key.on_delete}`,
      ),
    );
    sqlite.close();

    const url = await freshDatabase();
    await migratePostgres(url);
    const [columns, indexes, references] = await withClient(url, async (client) => [
      await client.query(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name NOT LIKE '\\_%'`),
      await client.query(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%\\_pkey' AND tablename NOT LIKE '\\_%'`,
      ),
      await client.query(`SELECT tc.table_name, kcu.column_name, ccu.table_name AS target, rc.delete_rule
          FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
          JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
          JOIN information_schema.referential_constraints rc ON rc.constraint_name = tc.constraint_name
          WHERE tc.constraint_type = 'FOREIGN KEY'`),
    ]);
    const postgresColumns: Column[] = columns.rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      type: String(row.data_type).replace(/ without time zone$/, ''),
      nullable: row.is_nullable === 'YES',
      defaulted: row.column_default !== null,
    }));
    const byName = (a: Column, b: Column) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
    expect(postgresColumns.sort(byName)).toEqual(sqliteColumns.sort(byName));
    expect(indexes.rows.map((row) => row.indexname).sort()).toEqual(sqliteIndexes.filter((name) => !name.endsWith('_pkey')).sort());
    expect(references.rows.map((row) => `${row.table_name}.${row.column_name} -> ${row.target} ${row.delete_rule}`).sort()).toEqual(
      sqliteReferences.sort(),
    );
  });
});
