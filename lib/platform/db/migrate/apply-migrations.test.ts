import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MigrationError, applyMigrations } from './apply-migrations';
import { migrateSqlite } from './migrate-database';
import { migrationChecksum, readMigrations } from './read-migrations';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-migrate-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeMigration(root: string, name: string, sql: string) {
  mkdirSync(path.join(root, name), { recursive: true });
  writeFileSync(path.join(root, name, 'migration.sql'), sql);
}

const tables = (db: Database.Database) =>
  (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[]).map((row) => row.name);

type HistoryRow = {
  id: string;
  checksum: string;
  finished_at: number | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: number | null;
  started_at: number;
  applied_steps_count: number;
};

const history = (db: Database.Database) =>
  db.prepare(`SELECT * FROM "_prisma_migrations" ORDER BY started_at, migration_name`).all() as HistoryRow[];

const projectMigrations = [
  '20261121015449_init',
  '20261123163000_enquiry_intent_place_status',
  '20261123170000_enquiry_shortlist',
  '20261124190000_lead_pipeline_outbox_staff',
  '20261125120000_shared_limits',
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

describe('the project migrations', () => {
  it('create a fresh database, its folder and the tables, recorded as Prisma records them', () => {
    const file = path.join(dir, 'nested', 'folder', 'fresh.db');
    const report = migrateSqlite(file);
    expect(report.applied).toEqual(projectMigrations);

    const db = new Database(file, { readonly: true });
    expect(tables(db)).toEqual([
      'AccessLogEntry',
      'AssignmentPoolMember',
      'AssignmentRule',
      'CatalogueDocument',
      'CatalogueRedirect',
      'CatalogueRevision',
      'ConsentRecord',
      'Delivery',
      'Enquiry',
      'ErasureTombstone',
      'FailureWindow',
      'ImportBatch',
      'IntakeApiKey',
      'IntakeEvent',
      'JobApplication',
      'LeadEvent',
      'LeadNote',
      'PortalMailLead',
      'PortalMailRun',
      'PriceRecord',
      'PrivacyLinkUse',
      'PrivacyProof',
      'PrivacyRequest',
      'PushSubscription',
      'RateLimitBucket',
      'RetentionRun',
      'SourceSetting',
      'StaffInvitation',
      'StaffPasswordReset',
      'StaffRecoveryCode',
      'StaffResetRequest',
      'StaffSession',
      'StaffSetting',
      'StaffUser',
      'UnreadableMail',
      'WhatsAppMedia',
      'WhatsAppMessage',
      'WhatsAppTemplate',
      'WhatsAppTemplateSync',
      'WhatsAppThread',
      '_prisma_migrations',
    ]);
    const [row] = history(db);
    const sqlFile = path.join('prisma', 'migrations', '20261121015449_init', 'migration.sql');
    expect(row).toMatchObject({
      migration_name: '20261121015449_init',
      checksum: migrationChecksum(readFileSync(sqlFile)),
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row?.finished_at).toBeGreaterThanOrEqual(row?.started_at ?? Infinity);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('do nothing the second time', () => {
    const file = path.join(dir, 'twice.db');
    migrateSqlite(file);
    const again = migrateSqlite(file);
    expect(again).toEqual({ applied: [], skipped: projectMigrations, warnings: [] });
    const db = new Database(path.join(dir, 'twice.db'), { readonly: true });
    expect(history(db)).toHaveLength(projectMigrations.length);
    db.close();
  });

  it('upgrade a database holding enquiries: old rows become new leads with no intent or place', () => {
    const file = path.join(dir, 'upgrade.db');
    const [init, ...later] = readMigrations(path.join('prisma', 'migrations'));
    const db = new Database(file);
    applyMigrations(db, [init!]);
    db.prepare(`INSERT INTO "Enquiry" ("id", "name", "phone", "source") VALUES ('e1', 'Asha', '98100 00000', 'footer')`).run();
    expect(applyMigrations(db, [init!, ...later]).applied).toEqual(projectMigrations.slice(1));
    expect(db.prepare(`SELECT "intent", "locality", "city", "stage", "shortlist" FROM "Enquiry" WHERE "id" = 'e1'`).get()).toEqual({
      intent: null,
      locality: null,
      city: null,
      stage: 'new',
      shortlist: null,
    });
    db.close();
  });

  it('upgrade leads with statuses to pipeline stages, keyed by phone, with nothing delivered twice', () => {
    const file = path.join(dir, 'pipeline.db');
    const migrations = readMigrations(path.join('prisma', 'migrations'));
    const beforePipeline = migrations.filter((migration) => migration.name < '20261124190000');
    const db = new Database(file);
    applyMigrations(db, beforePipeline);
    const insert = db.prepare(
      `INSERT INTO "Enquiry" ("id", "name", "phone", "email", "source", "status") VALUES (?, ?, ?, ?, 'footer', ?)`,
    );
    insert.run('fresh', 'Asha', '+91 98100-00001', null, 'new');
    insert.run('called', 'Bina', '098100 00002', null, 'contacted');
    insert.run('done', 'Chand', null, 'chand@example.com', 'closed');
    expect(applyMigrations(db, migrations).applied).toEqual(projectMigrations.slice(3));
    expect(
      db.prepare(`SELECT "id", "stage", "lostReason", "phoneKey", "repeatOfId", "ownerId" FROM "Enquiry" ORDER BY "id"`).all(),
    ).toEqual([
      { id: 'called', stage: 'contacted', lostReason: null, phoneKey: '9810000002', repeatOfId: null, ownerId: null },
      {
        id: 'done',
        stage: 'lost',
        lostReason: 'Marked Closed before the pipeline had stages',
        phoneKey: null,
        repeatOfId: null,
        ownerId: null,
      },
      { id: 'fresh', stage: 'new', lostReason: null, phoneKey: '9810000001', repeatOfId: null, ownerId: null },
    ]);
    // Leads stored before the outbox existed are not sent now, days late.
    expect(db.prepare(`SELECT COUNT(*) AS n FROM "Delivery"`).get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('applyMigrations', () => {
  let db: Database.Database;
  const migrationsDir = () => path.join(dir, 'migrations');

  beforeEach(() => {
    db = new Database(':memory:');
  });

  afterEach(() => db.close());

  it('applies pending migrations in name order, with their checksums', () => {
    writeMigration(migrationsDir(), '20240102000000_second', 'ALTER TABLE "A" ADD COLUMN "b" TEXT;\n');
    writeMigration(migrationsDir(), '20240101000000_first', 'CREATE TABLE "A" ("id" TEXT NOT NULL PRIMARY KEY);\n');
    let clock = 1_000;
    const report = applyMigrations(db, readMigrations(migrationsDir()), () => (clock += 5));
    expect(report.applied).toEqual(['20240101000000_first', '20240102000000_second']);
    expect(history(db).map((row) => [row.migration_name, row.started_at, row.finished_at])).toEqual([
      ['20240101000000_first', 1005, 1010],
      ['20240102000000_second', 1015, 1020],
    ]);
    expect(history(db)[1]?.checksum).toBe(migrationChecksum('ALTER TABLE "A" ADD COLUMN "b" TEXT;\n'));
  });

  it('applies only the new migration when one is added later', () => {
    writeMigration(migrationsDir(), '20240101000000_first', 'CREATE TABLE "A" ("id" TEXT);');
    applyMigrations(db, readMigrations(migrationsDir()));
    writeMigration(migrationsDir(), '20240102000000_second', 'CREATE TABLE "B" ("id" TEXT);');
    const report = applyMigrations(db, readMigrations(migrationsDir()));
    expect(report).toEqual({
      applied: ['20240102000000_second'],
      skipped: ['20240101000000_first'],
      warnings: [],
    });
  });

  it('rolls a failing migration back completely and records nothing for it', () => {
    writeMigration(migrationsDir(), '20240101000000_good', 'CREATE TABLE "Good" ("id" TEXT);');
    writeMigration(migrationsDir(), '20240102000000_bad', 'CREATE TABLE "Half" ("id" TEXT);\nINSERT INTO "Missing" VALUES (1);');
    writeMigration(migrationsDir(), '20240103000000_after', 'CREATE TABLE "After" ("id" TEXT);');
    expect(() => applyMigrations(db, readMigrations(migrationsDir()))).toThrow(MigrationError);
    expect(() => applyMigrations(db, readMigrations(migrationsDir()))).toThrow(/20240102000000_bad failed: no such table: Missing/);
    expect(tables(db)).toEqual(['Good', '_prisma_migrations']);
    expect(history(db).map((row) => row.migration_name)).toEqual(['20240101000000_good']);
  });

  it('refuses to continue past a migration Prisma recorded as failed', () => {
    writeMigration(migrationsDir(), '20240101000000_first', 'CREATE TABLE "A" ("id" TEXT);');
    applyMigrations(db, []);
    db.prepare(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ('x', 'y', '20240101000000_first', 1, 0)`,
    ).run();
    expect(() => applyMigrations(db, readMigrations(migrationsDir()))).toThrow(/started but not finished/);
    expect(tables(db)).toEqual(['_prisma_migrations']);
  });

  it('warns when an applied migration was edited or is missing locally', () => {
    writeMigration(migrationsDir(), '20240101000000_first', 'CREATE TABLE "A" ("id" TEXT);');
    writeMigration(migrationsDir(), '20240102000000_gone', 'CREATE TABLE "B" ("id" TEXT);');
    applyMigrations(db, readMigrations(migrationsDir()));
    writeFileSync(path.join(migrationsDir(), '20240101000000_first', 'migration.sql'), '-- edited');
    rmSync(path.join(migrationsDir(), '20240102000000_gone'), { recursive: true });
    const report = applyMigrations(db, readMigrations(migrationsDir()));
    expect(report.warnings).toEqual([
      'Migration 20240101000000_first was modified after it was applied (checksum differs).',
      'Migration 20240102000000_gone is applied but missing locally.',
    ]);
  });

  it('ignores stray files and folders without a migration.sql', () => {
    mkdirSync(migrationsDir(), { recursive: true });
    writeFileSync(path.join(migrationsDir(), 'migration_lock.toml'), 'provider = "sqlite"\n');
    mkdirSync(path.join(migrationsDir(), 'empty'));
    expect(readMigrations(migrationsDir())).toEqual([]);
  });
});
