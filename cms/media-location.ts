import { databaseTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';
import path from 'node:path';

/**
 * Where uploaded photos and plans are kept when no bucket is set: CATALOGUE_MEDIA_DIR, or a folder beside the
 * SQLite file (so a backup of that folder takes them), or var/catalogue-media on PostgreSQL.
 */
export function catalogueMediaDir(): string {
  const settings = env();
  if (settings.CATALOGUE_MEDIA_DIR) return path.resolve(settings.CATALOGUE_MEDIA_DIR);
  const target = databaseTarget(settings.DATABASE_URL);
  const base = target.engine === 'sqlite' && target.file !== ':memory:' ? path.dirname(target.file) : path.resolve('var');
  return path.join(base, 'catalogue-media');
}
