import { KEY_FILE_NAME, VAPID_KEY_FILE_NAME } from '@/lib/platform/security/key-file';
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUSY_TIMEOUT_MS } from './pragmas';

const ALL_PAGES = 2 ** 30;
// One backup is a set sharing its date: the site's database, the catalogue editor's database and its media folder.
const backupPart = /^(nestora-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:\.db|-cms\.db|-media)$/;
const KEY_FILES = [KEY_FILE_NAME, VAPID_KEY_FILE_NAME];

/** `nestora-2026-11-24T19-30-00Z.db`: sorts by date, and says when it was taken. */
export function backupFileName(at: Date): string {
  return `nestora-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.db`;
}

/** The catalogue editor's store and uploads folder (cms/media-location.ts), each backed up when it exists. */
export type EditorSources = { database: string; mediaDir?: string };

/** What was written: the site's copy, the editor's copy and media folder when there were any, the older sets removed. */
export type BackupReport = { file: string; editorFile?: string; mediaDir?: string; removed: string[] };

/**
 * Copies the live SQLite database into `dir` with SQLite's online backup API, which reads a
 * consistent snapshot while the site goes on writing, checks the copy's integrity, and keeps only
 * the newest `keep` backups in that folder. With `editor`, the catalogue editor's SQLite file is copied the same way
 * (`<name>-cms.db`) and its media folder beside it (`<name>-media/`). Only the databases and the uploads are copied,
 * never the key file beside them, and a `dir` that is the database's own folder or holds a key file, or a media folder
 * holding one, is refused before anything is written.
 */
export async function backupSqlite(
  sourceFile: string,
  dir: string,
  { keep, now = new Date(), editor }: { keep: number; now?: Date; editor?: EditorSources },
): Promise<BackupReport> {
  // The key that unseals the two-factor secrets must not sit with the copies: whoever took the folder would
  // hold both. (The copy itself is only the database: the backup API never reads the key file.)
  const ownFolder = path.resolve(dir) === path.resolve(path.dirname(sourceFile));
  const keyFile = ownFolder ? KEY_FILE_NAME : KEY_FILES.find((name) => existsSync(path.join(dir, name)));
  if (keyFile) {
    throw new Error(
      `BACKUP_DIR ${dir} holds (or is the folder of) the key file ${keyFile}: choose a folder apart from the database's, so that no backup carries the key`,
    );
  }
  const mediaDir = editor?.mediaDir && existsSync(editor.mediaDir) ? path.resolve(editor.mediaDir) : undefined;
  if (mediaDir) refuseMediaFolder(mediaDir, path.resolve(dir));
  mkdirSync(dir, { recursive: true });
  const stamp = backupFileName(now).replace(/\.db$/, '');
  const file = path.join(dir, `${stamp}.db`);
  await copyDatabase(sourceFile, file);
  const editorDatabase = editor && existsSync(editor.database) ? editor.database : undefined;
  const editorFile = editorDatabase ? path.join(dir, `${stamp}-cms.db`) : undefined;
  if (editorDatabase && editorFile) await copyDatabase(editorDatabase, editorFile);
  const mediaCopy = mediaDir ? path.join(dir, `${stamp}-media`) : undefined;
  // After the editor's database: Payload writes an upload's files before the row naming them, so every upload the
  // copied database names is whole in the folder. Uploads are never rewritten in place, so a plain copy will do.
  if (mediaDir && mediaCopy) cpSync(mediaDir, mediaCopy, { recursive: true, preserveTimestamps: true });
  return { file, editorFile, mediaDir: mediaCopy, removed: removeOlder(dir, keep) };
}

/** A media folder that holds a key, or that the backups would land in, is a setting to fix, not to copy. */
function refuseMediaFolder(mediaDir: string, backupDir: string): void {
  const keyFile = KEY_FILES.find((name) => existsSync(path.join(mediaDir, name)));
  if (keyFile) {
    throw new Error(
      `The catalogue's media folder ${mediaDir} holds the key file ${keyFile}: give CATALOGUE_MEDIA_DIR a folder of its own, so that no backup carries the key`,
    );
  }
  if (backupDir === mediaDir || backupDir.startsWith(mediaDir + path.sep)) {
    throw new Error(`BACKUP_DIR ${backupDir} is inside the catalogue's media folder ${mediaDir}: choose a folder apart from it`);
  }
}

async function copyDatabase(sourceFile: string, file: string): Promise<void> {
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
}

/** Keeps the newest `keep` sets (by the date in their names) and removes every part of the older ones. */
function removeOlder(dir: string, keep: number): string[] {
  const parts = readdirSync(dir).filter((name) => backupPart.test(name));
  const stamps = [...new Set(parts.map((name) => backupPart.exec(name)![1]!))].sort().reverse();
  const older = new Set(stamps.slice(keep));
  const removed = parts.filter((name) => older.has(backupPart.exec(name)![1]!)).sort();
  for (const name of removed) rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
