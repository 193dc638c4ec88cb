import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating it and its folder when missing) the SQLite file with the settings every
 * connection needs: WAL so readers never block the writer, synchronous=FULL so an acknowledged
 * enquiry survives a power cut, and a busy timeout so concurrent writers queue instead of failing.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}
