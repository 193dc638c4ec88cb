import '@/lib/platform/validation/jitless';

import { databaseTarget } from '@/lib/platform/db/target';
import { env, type Env } from '@/lib/platform/env';
import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import 'server-only';
import { z } from 'zod';
import { keyFileBeside, VAPID_KEY_FILE_NAME } from './key-file';

/** The application server's key pair for Web Push, base64url as `npx web-push generate-vapid-keys` prints it. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string | undefined };

const keptPair = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

function newPair(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  return { publicKey: curve.getPublicKey('base64url', 'uncompressed'), privateKey: curve.getPrivateKey('base64url') };
}

/** Reads the pair's file, creating it first if no process has: `wx` lets exactly one of two racing starts write it. */
function keptKeys(file: string): { publicKey: string; privateKey: string } {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(newPair()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  try {
    return keptPair.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new Error(
      `VAPID_PUBLIC_KEY is unset and its key file ${file} is damaged: delete it (devices then turn notifications on again) or set the VAPID settings`,
    );
  }
}

const cached = new Map<string, VapidKeys>();

/**
 * The site's VAPID keys: the VAPID_* settings when set, else (SQLite files only) a pair generated once and
 * kept beside the database, so a restart keeps every device's subscription working. Null on PostgreSQL
 * without the settings: push is then off, and advisors are e-mailed instead.
 */
export function vapidKeys(settings: Env = env()): VapidKeys | null {
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY, subject: settings.VAPID_SUBJECT };
  }
  const target = databaseTarget(settings.DATABASE_URL);
  if (target.engine !== 'sqlite' || target.file === ':memory:') return null;
  const file = keyFileBeside(target.file, VAPID_KEY_FILE_NAME);
  let keys = cached.get(file);
  if (!keys) cached.set(file, (keys = { ...keptKeys(file), subject: settings.VAPID_SUBJECT }));
  return keys;
}

/** Why push is off, or null when the site has its keys. */
export function pushOffReason(settings: Env = env()): string | null {
  return vapidKeys(settings) ? null : 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set';
}
