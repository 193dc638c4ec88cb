import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { setupTestDatabase } from '@/tests/support/database';
import Database from 'better-sqlite3';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupFileName, backupSqlite } from './backup';
import { databaseFilePath } from './migrate/database-path';

setupTestDatabase(1_000_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Stores an enquiry as /api/enquiry does before it answers 201. */
async function enquire(n: number): Promise<string> {
  const result = await createEnquiry({ name: `Buyer ${n}`, phone: `98100${String(n).padStart(5, '0')}` });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

it('takes a consistent copy under load that holds every enquiry answered 201 before it began', async () => {
  const before: string[] = [];
  for (let n = 0; n < 40; n += 1) before.push(await enquire(n));

  let writing = true;
  const during: string[] = [];
  const load = (async () => {
    for (let n = 1000; writing; n += 1) {
      during.push(await enquire(n));
      // The driver is synchronous under its promises: yield as requests arriving from a socket would.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const report = await backupSqlite(databaseFilePath(process.env.DATABASE_URL ?? ''), dir, { keep: 3 });
  writing = false;
  await load;

  const restored = new Database(report.file, { readonly: true });
  expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
  const ids = new Set((restored.prepare('SELECT "id" FROM "Enquiry"').all() as { id: string }[]).map((row) => row.id));
  restored.close();
  expect(before.filter((id) => !ids.has(id))).toEqual([]);
  expect(ids.size).toBeGreaterThanOrEqual(before.length);
  expect(during.length).toBeGreaterThan(0); // the copy really was taken while enquiries kept arriving
});

it('names backups by date and keeps only the newest ones', async () => {
  const source = databaseFilePath(process.env.DATABASE_URL ?? '');
  writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
  const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
  let last;
  for (const day of days) last = await backupSqlite(source, dir, { keep: 2, now: new Date(`${day}T01:02:03.456Z`) });
  expect(backupFileName(new Date('2026-11-23T01:02:03.456Z'))).toBe('nestora-2026-11-23T01-02-03Z.db');
  expect(readdirSync(dir).sort()).toEqual(['nestora-2026-11-22T01-02-03Z.db', 'nestora-2026-11-23T01-02-03Z.db', 'notes.txt']);
  expect(last?.removed).toEqual(['nestora-2026-11-21T01-02-03Z.db']);
});

describe('the key file (issue 39)', () => {
  const source = () => databaseFilePath(process.env.DATABASE_URL ?? '');

  it('is never copied: a backup folder holds the database copies alone', async () => {
    const keyFile = path.join(path.dirname(source()), 'app-secret');
    writeFileSync(keyFile, 'k'.repeat(44));
    try {
      await backupSqlite(source(), dir, { keep: 3 });
      expect(readdirSync(dir)).toEqual([expect.stringMatching(/^nestora-.*\.db$/)]);
    } finally {
      rmSync(keyFile, { force: true });
    }
  });

  it('refuses the database’s own folder, or one holding a key file, and writes nothing there', async () => {
    const home = path.dirname(source());
    const before = readdirSync(home).sort();
    await expect(backupSqlite(source(), home, { keep: 3 })).rejects.toThrow(/BACKUP_DIR .* key file app-secret/);
    expect(readdirSync(home).sort()).toEqual(before);
    writeFileSync(path.join(dir, 'app-secret'), 'k'.repeat(44));
    await expect(backupSqlite(source(), dir, { keep: 3 })).rejects.toThrow(/key file app-secret/);
    expect(readdirSync(dir)).toEqual(['app-secret']);
  });

  it('refuses a folder holding the generated VAPID keys (issue 42) too', async () => {
    writeFileSync(path.join(dir, 'vapid-keys'), '{}');
    await expect(backupSqlite(source(), dir, { keep: 3 })).rejects.toThrow(/key file vapid-keys/);
    expect(readdirSync(dir)).toEqual(['vapid-keys']);
  });
});

describe('the catalogue editor (issue 49)', () => {
  const source = () => databaseFilePath(process.env.DATABASE_URL ?? '');
  let home: string;
  let editor: { database: string; mediaDir: string };

  beforeEach(() => {
    // Laid out as the site lays it out: var/<name>-cms.db and var/<name>-media/ beside var/<name>.db and its key.
    home = mkdtempSync(path.join(os.tmpdir(), 'nestora-editor-'));
    editor = { database: path.join(home, 'nestora-cms.db'), mediaDir: path.join(home, 'nestora-media') };
    const store = new Database(editor.database);
    store.pragma('journal_mode = WAL');
    store.exec('CREATE TABLE "media" ("id" integer PRIMARY KEY, "filename" text, "alt" text)');
    store.prepare('INSERT INTO "media" ("filename", "alt") VALUES (?, ?)').run('tower.jpg', 'Tower B from the lawn');
    store.close();
    mkdirSync(editor.mediaDir);
    writeFileSync(path.join(editor.mediaDir, 'tower.jpg'), 'JPEG bytes');
    writeFileSync(path.join(editor.mediaDir, 'tower-1920x1280.webp'), 'WebP bytes');
    writeFileSync(path.join(home, 'app-secret'), 'k'.repeat(44));
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  const everyFile = (folder: string): string[] => readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();

  it('backs up its database and its media folder beside the site’s, and never the key', async () => {
    const report = await backupSqlite(source(), dir, { keep: 3, now: new Date('2026-11-29T06:00:00Z'), editor });
    expect(everyFile(dir)).toEqual([
      'nestora-2026-11-29T06-00-00Z-cms.db',
      'nestora-2026-11-29T06-00-00Z-media',
      'nestora-2026-11-29T06-00-00Z-media/tower-1920x1280.webp',
      'nestora-2026-11-29T06-00-00Z-media/tower.jpg',
      'nestora-2026-11-29T06-00-00Z.db',
    ]);
    expect(report.editorFile).toBe(path.join(dir, 'nestora-2026-11-29T06-00-00Z-cms.db'));
    const copy = new Database(report.editorFile!, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.prepare('SELECT "filename", "alt" FROM "media"').all()).toEqual([{ filename: 'tower.jpg', alt: 'Tower B from the lawn' }]);
    copy.close();
    expect(readFileSync(path.join(report.mediaDir!, 'tower.jpg'), 'utf8')).toBe('JPEG bytes');
  });

  it('keeps the newest sets whole and removes every part of the older ones', async () => {
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      await backupSqlite(source(), dir, { keep: 2, now: new Date(`${day}T01:02:03Z`), editor });
    }
    expect(readdirSync(dir).sort()).toEqual([
      'nestora-2026-11-21T01-02-03Z-cms.db',
      'nestora-2026-11-21T01-02-03Z-media',
      'nestora-2026-11-21T01-02-03Z.db',
      'nestora-2026-11-22T01-02-03Z-cms.db',
      'nestora-2026-11-22T01-02-03Z-media',
      'nestora-2026-11-22T01-02-03Z.db',
    ]);
  });

  it('backs up the site alone while the editor has never started', async () => {
    rmSync(editor.database);
    rmSync(editor.mediaDir, { recursive: true });
    const report = await backupSqlite(source(), dir, { keep: 3, editor });
    expect([report.editorFile, report.mediaDir, readdirSync(dir)]).toEqual([undefined, undefined, [path.basename(report.file)]]);
  });

  it('refuses a media folder holding a key file, or holding the backups, and writes nothing', async () => {
    await expect(backupSqlite(source(), dir, { keep: 3, editor: { ...editor, mediaDir: home } })).rejects.toThrow(
      /media folder .* holds the key file app-secret/,
    );
    expect(readdirSync(dir)).toEqual([]);
    const inside = path.join(editor.mediaDir, 'backups');
    await expect(backupSqlite(source(), inside, { keep: 3, editor })).rejects.toThrow(
      /BACKUP_DIR .* is inside the catalogue's media folder/,
    );
    expect(readdirSync(editor.mediaDir).sort()).toEqual(['tower-1920x1280.webp', 'tower.jpg']);
  });
});
