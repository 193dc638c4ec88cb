import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { setupTestDatabase } from '@/tests/support/database';
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
