import { db } from '@/lib/platform/db';
import { purposeKey } from '@/lib/platform/security/app-secret';
import { registerPreviewLoader, type CataloguePreview } from '@/lib/site/content/preview';
import { LRUCache } from 'lru-cache';
import { createHmac, timingSafeEqual } from 'node:crypto';
import 'server-only';
import { assertRenderable, CATALOGUE_FILE_NAMES, type CatalogueDocuments } from './documents';
import { readDocuments, storeDocuments } from './store';

/**
 * A preview is a would-be revision shown only to whoever holds its cookie: its documents are stored like a revision's
 * (by hash, so most are already there) and the cookie names them, signed, for an hour. Any instance can show it.
 */
export const PREVIEW_TTL_SECONDS = 60 * 60;

const HASH = /^[0-9a-f]{64}$/;

const sign = (body: string) => createHmac('sha256', purposeKey('catalogue-preview')).update(body).digest('base64url');

export function previewToken(hashes: Record<string, string>, now = new Date()): string {
  const body = Buffer.from(
    JSON.stringify({ h: CATALOGUE_FILE_NAMES.map((name) => hashes[name]), e: Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS }),
  ).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The hashes a token names, or null when it is forged, damaged or older than an hour. */
export function readPreviewToken(token: string, now = new Date()): Record<string, string> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { h, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { h: unknown; e: unknown };
    if (typeof e !== 'number' || e * 1000 < now.getTime()) return null;
    if (!Array.isArray(h) || h.length !== CATALOGUE_FILE_NAMES.length || !h.every((hash) => typeof hash === 'string' && HASH.test(hash)))
      return null;
    return Object.fromEntries(CATALOGUE_FILE_NAMES.map((name, index) => [name, h[index] as string]));
  } catch {
    return null;
  }
}

/** Stores `documents` for a preview (refused, as a publish would be, when a page could not render them); its token. */
export async function createPreview(documents: CatalogueDocuments, now = new Date()): Promise<string> {
  assertRenderable(documents);
  return previewToken(await storeDocuments(await db(), documents), now);
}

// A preview is looked at page after page: its documents are read once per instance, not on every request.
const loaded = new LRUCache<string, CataloguePreview>({ max: 20, ttl: PREVIEW_TTL_SECONDS * 1000 });

async function loadPreview(token: string): Promise<CataloguePreview | null> {
  const hashes = readPreviewToken(token);
  if (!hashes) return null;
  const cached = loaded.get(token);
  if (cached) return cached;
  const documents = await readDocuments(await db(), hashes);
  if (!documents) return null;
  const preview = { token, documents: new Map(Object.entries(documents)) };
  loaded.set(token, preview);
  return preview;
}

/** Lets our server show previews (server/preview.ts asks through the process's slot). */
export function startCataloguePreviews(): void {
  registerPreviewLoader(loadPreview);
}
