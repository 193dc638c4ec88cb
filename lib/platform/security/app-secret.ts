import { databaseTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import 'server-only';
import { keyFileBeside } from './key-file';

let cached: Buffer | undefined;

/** Reads the key file, creating it first if no process has: `wx` lets exactly one of two racing starts write it. */
function keptKey(file: string): Buffer {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`APP_SECRET is unset and its key file ${file} is damaged: delete it or set APP_SECRET`);
  return Buffer.from(text);
}

/**
 * The site's one secret key, as 32 bytes: `APP_SECRET` when set, else (SQLite only; the environment
 * check demands it on PostgreSQL) a random key generated once and kept beside the database file, so a
 * fresh install works without configuration and a restart keeps every link it signed valid. A backup of the
 * database must not include that file (lib/platform/security/key-file.ts).
 * Derive a key per purpose with `purposeKey`, never use this directly.
 */
function appSecret(): Buffer {
  if (cached) return cached;
  const settings = env();
  if (settings.APP_SECRET) return (cached = Buffer.from(settings.APP_SECRET));
  const target = databaseTarget(settings.DATABASE_URL);
  if (target.engine !== 'sqlite' || target.file === ':memory:') {
    throw new Error('APP_SECRET must be set when the database is not a SQLite file');
  }
  return (cached = keptKey(keyFileBeside(target.file)));
}

/** A 32-byte key for one purpose ('privacy-link', 'totp-seal', ...): one leaked purpose key opens nothing else. */
export function purposeKey(purpose: string): Buffer {
  return createHash('sha256').update(appSecret()).update('\0').update(purpose).digest();
}
