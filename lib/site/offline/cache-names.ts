/**
 * The service worker's cache names. Pages and Next's build files are versioned by the build they belong to:
 * a saved page is only usable with the scripts and styles of its own build, so both are replaced together
 * when a new deployment's worker activates. Images and data copies do not depend on a build and stay.
 */

export const CACHE_PREFIX = 'nestora-';

export type CacheNames = { pages: string; static: string; images: string; data: string };

type ManifestEntry = string | { url: string; revision?: string | null };

/** A short, stable fingerprint of the precache manifest: it changes exactly when a build's shell changes. */
export function buildVersion(entries: readonly ManifestEntry[]): string {
  // FNV-1a (32 bit): not for security, only to tell two builds apart in a cache name.
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hash ^= 0x0a;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function cacheNames(version: string): CacheNames {
  return {
    pages: `${CACHE_PREFIX}pages-${version}`,
    static: `${CACHE_PREFIX}static-${version}`,
    images: `${CACHE_PREFIX}images`,
    data: `${CACHE_PREFIX}data`,
  };
}

/** This site's caches that belong to another build and can go once this build's worker is active. */
export function outdatedCaches(existing: readonly string[], current: CacheNames): string[] {
  const kept = new Set(Object.values(current));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !kept.has(name));
}

/** The versioned page caches of earlier builds, whose pages are saved again for this build before they go. */
export function earlierPageCaches(existing: readonly string[], current: CacheNames): string[] {
  return outdatedCaches(existing, current).filter((name) => name.startsWith(`${CACHE_PREFIX}pages-`));
}
