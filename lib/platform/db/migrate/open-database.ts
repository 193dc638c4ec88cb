import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BUSY_TIMEOUT_MS, sqlitePragmas } from '../pragmas';

/**
 * Opens (creating it and its folder when missing) the SQLite file with the settings every
 * connection needs (see ../pragmas.ts). A file that cannot take them is closed again, not leaked.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    for (const pragma of sqlitePragmas) db.pragma(pragma);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
