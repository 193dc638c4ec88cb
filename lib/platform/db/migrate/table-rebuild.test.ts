import type Database from 'better-sqlite3';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MigrationError, applyMigrations } from './apply-migrations';
import { migrateSqlite, migrationsDirs } from './migrate-database';
import { openDatabase } from './open-database';
import { readMigrations } from './read-migrations';

const REBUILD = '20991231000000_rebuild_enquiry';
let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-rebuild-'));
  file = path.join(dir, 'site.db');
  migrateSqlite(file);
  const db = openDatabase(file);
  db.exec(`
    INSERT INTO "StaffUser" ("id", "name", "email", "passwordHash") VALUES ('advisor', 'Vikram', 'vikram@nestora.example', 'x');
    INSERT INTO "Enquiry" ("id", "name", "phone", "source", "ownerId") VALUES ('lead', 'Asha', '9810000001', 'footer', 'advisor');
    INSERT INTO "Enquiry" ("id", "name", "phone", "source", "repeatOfId") VALUES ('repeat', 'Asha', '9810000001', 'footer', 'lead');
    INSERT INTO "LeadNote" ("id", "enquiryId", "authorId", "body") VALUES ('note', 'lead', 'advisor', 'Wants a corner flat');
    INSERT INTO "LeadEvent" ("id", "enquiryId", "actorId", "kind", "toValue") VALUES ('event', 'lead', 'advisor', 'stage', 'contacted');
    INSERT INTO "Delivery" ("id", "channel", "enquiryId") VALUES ('delivery', 'lead-email', 'lead');
  `);
  db.close();
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The migration Prisma generates for SQLite when a column change needs the table rebuilt (new
 * table, copy, drop, rename, indexes again), derived from the table as it stands so it stays the
 * same table when the schema grows. `copied` chooses which rows the copy keeps.
 */
function rebuildMigration(db: Database.Database, table: string, copied = '1 = 1'): string {
  const objects = db.prepare<[string], { type: string; sql: string }>(
    `SELECT type, sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type = 'index'`,
  );
  const [create, ...indexes] = objects.all(table);
  return [
    'PRAGMA defer_foreign_keys=ON;',
    'PRAGMA foreign_keys=OFF;',
    `${create!.sql.replace(`CREATE TABLE "${table}"`, `CREATE TABLE "new_${table}"`)};`,
    `INSERT INTO "new_${table}" SELECT * FROM "${table}" WHERE ${copied};`,
    `DROP TABLE "${table}";`,
    `ALTER TABLE "new_${table}" RENAME TO "${table}";`,
    ...indexes.map((index) => `${index.sql};`),
    'PRAGMA foreign_keys=ON;',
    'PRAGMA defer_foreign_keys=OFF;',
  ].join('\n');
}

/** The project's migrations followed by `sql` as the newest one, in a folder of their own. */
function migrationsWith(sql: string): string {
  const folder = path.join(dir, 'migrations');
  cpSync(migrationsDirs.sqlite, folder, { recursive: true });
  mkdirSync(path.join(folder, REBUILD));
  writeFileSync(path.join(folder, REBUILD, 'migration.sql'), sql);
  return folder;
}

const rows = (db: Database.Database, sql: string) => db.prepare(sql).all();

function leadWithItsRecords(db: Database.Database) {
  return {
    leads: rows(db, `SELECT "id", "ownerId", "repeatOfId" FROM "Enquiry" ORDER BY "id"`),
    notes: rows(db, `SELECT "id", "enquiryId", "body" FROM "LeadNote"`),
    events: rows(db, `SELECT "id", "enquiryId", "toValue" FROM "LeadEvent"`),
    deliveries: rows(db, `SELECT "id", "enquiryId", "state" FROM "Delivery"`),
  };
}

const seeded = {
  leads: [
    { id: 'lead', ownerId: 'advisor', repeatOfId: null },
    { id: 'repeat', ownerId: null, repeatOfId: 'lead' },
  ],
  notes: [{ id: 'note', enquiryId: 'lead', body: 'Wants a corner flat' }],
  events: [{ id: 'event', enquiryId: 'lead', toValue: 'contacted' }],
  deliveries: [{ id: 'delivery', enquiryId: 'lead', state: 'pending' }],
};

describe('a migration that rebuilds the Enquiry table', () => {
  it('keeps every lead, note, event and delivery, and leaves foreign keys enforced', () => {
    const reader = openDatabase(file);
    const sql = rebuildMigration(reader, 'Enquiry');
    reader.close();

    const report = migrateSqlite(file, migrationsWith(sql));
    expect(report.applied).toEqual([REBUILD]);

    const db = openDatabase(file);
    expect(leadWithItsRecords(db)).toEqual(seeded);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('is refused and rolled back when it leaves references pointing nowhere, naming them', () => {
    const db = openDatabase(file);
    const migrations = readMigrations(migrationsWith(rebuildMigration(db, 'Enquiry', `"id" <> 'lead'`)));

    let failure: unknown;
    try {
      applyMigrations(db, migrations);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(new RegExp(`^Migration ${REBUILD} failed: it leaves references to missing rows`));
    for (const dangling of ['LeadNote.enquiryId → Enquiry', 'LeadEvent.enquiryId → Enquiry', 'Delivery.enquiryId → Enquiry']) {
      expect((failure as Error).message).toContain(`${dangling}: 1 row`);
    }
    // The repeat enquiry, copied, still points at the lead that was not.
    expect((failure as Error).message).toContain('Enquiry.repeatOfId → Enquiry: 1 row');

    expect(leadWithItsRecords(db)).toEqual(seeded);
    expect(rows(db, `SELECT "migration_name" FROM "_prisma_migrations" WHERE "migration_name" = '${REBUILD}'`)).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() => db.prepare(`DELETE FROM "StaffUser" WHERE "id" = 'advisor'`).run()).toThrow(/FOREIGN KEY constraint failed/);
    db.close();
  });
});
