import { KEY_FILE_NAME, VAPID_KEY_FILE_NAME } from '@/lib/platform/security/key-file';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUSY_TIMEOUT_MS } from './pragmas';

const ALL_PAGES = 2 ** 30;
const backupName = /^nestora-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.db$/;

/** `nestora-2026-11-24T19-30-00Z.db`: sorts by date, and says when it was taken. */
export function backupFileName(at: Date): string {
  return `nestora-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.db`;
}

export type BackupReport = { file: string; removed: string[] };

/**
 * Copies the live SQLite database into `dir` with SQLite's online backup API, which reads a
 * consistent snapshot while the site goes on writing, checks the copy's integrity, and keeps only
 * the newest `keep` backups in that folder. Only the database is copied, never the key file beside it, and a
 * `dir` that is the database's own folder or holds a key file is refused before anything is written.
 */
export async function backupSqlite(
  sourceFile: string,
  dir: string,
  { keep, now = new Date() }: { keep: number; now?: Date },
): Promise<BackupReport> {
  // The key that unseals the two-factor secrets must not sit with the copies: whoever took the folder would
  // hold both. (The copy itself is only the database: the backup API never reads the key file.)
  const ownFolder = path.resolve(dir) === path.resolve(path.dirname(sourceFile));
  const keyFile = ownFolder ? KEY_FILE_NAME : [KEY_FILE_NAME, VAPID_KEY_FILE_NAME].find((name) => existsSync(path.join(dir, name)));
  if (keyFile) {
    throw new Error(
      `BACKUP_DIR ${dir} holds (or is the folder of) the key file ${keyFile}: choose a folder apart from the database's, so that no backup carries the key`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const source = new Database(sourceFile, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    // SQLite restarts a stepwise backup whenever another connection writes to the source, which a
    // busy site does all the time; copying every page in one step reads one snapshot instead (in WAL
    // mode writers carry on meanwhile).
    await source.backup(file, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new Database(file);
  try {
    // One self-contained file (no -wal/-shm beside it), which restores by copying it into place.
    copy.pragma('journal_mode = DELETE');
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`The backup ${file} failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
  const older = readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort()
    .reverse()
    .slice(keep);
  for (const name of older) rmSync(path.join(dir, name), { force: true });
  return { file, removed: older };
}
