import { databaseTarget } from '@/lib/platform/db/target';
import { env } from '@/lib/platform/env';
import path from 'node:path';

/** A file or folder named after the site's SQLite file, beside it: var/nestora.db -> var/nestora-<suffix>. */
export function besideSiteDatabase(databaseFile: string, suffix: string): string {
  return path.join(path.dirname(databaseFile), `${path.basename(databaseFile).replace(/\.[^.]*$/, '')}-${suffix}`);
}

/**
 * Where uploaded photos and plans are kept when no bucket is set: CATALOGUE_MEDIA_DIR, or a folder beside the
 * SQLite file (var/nestora-media), or var/catalogue-media on PostgreSQL.
 */
export function catalogueMediaDir(): string {
  const settings = env();
  if (settings.CATALOGUE_MEDIA_DIR) return path.resolve(settings.CATALOGUE_MEDIA_DIR);
  const target = databaseTarget(settings.DATABASE_URL);
  if (target.engine === 'sqlite' && target.file !== ':memory:') return besideSiteDatabase(target.file, 'media');
  return path.resolve('var', 'catalogue-media');
}
