import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './open-database';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nestora-open-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

it('opens a new file in WAL mode', () => {
  const db = openDatabase(path.join(dir, 'new', 'a.db'));
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});

it('closes the file again when the settings cannot be applied', () => {
  const file = path.join(dir, 'not-a-database.db');
  writeFileSync(file, 'this is not an SQLite file, it is long enough to have a header'.repeat(4));
  const close = jest.spyOn(Database.prototype, 'close');
  expect(() => openDatabase(file)).toThrow(/not a database/);
  expect(close).toHaveBeenCalledTimes(1);
});
