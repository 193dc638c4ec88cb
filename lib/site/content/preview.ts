import { remember } from '@/lib/platform/process/remember';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A draft of the catalogue shown to the editor who asked for it, as the real pages: our server runs that one request
 * inside this scope (server/preview.ts), and every loader reads the draft's documents instead of the installed
 * revision's. Nobody else's request is in the scope, and nothing rendered in it is kept.
 */
export type CataloguePreview = { token: string; documents: ReadonlyMap<string, unknown> };

export type PreviewSlot = {
  scope: AsyncLocalStorage<CataloguePreview>;
  /** Set at start (instrumentation): reads a preview cookie's documents from the database; null when not valid. */
  load: ((token: string) => Promise<CataloguePreview | null>) | null;
};

export const PREVIEW_COOKIE = 'nestora_preview';

// In the process (lib/platform/process/remember.ts): the server, instrumentation and each route bundle share it.
const slot = (): PreviewSlot => remember('catalogue.preview', (): PreviewSlot => ({ scope: new AsyncLocalStorage(), load: null }));

/** The preview this request renders, or null for every visitor's request. */
export const activePreview = (): CataloguePreview | null => slot().scope.getStore() ?? null;

export function registerPreviewLoader(load: NonNullable<PreviewSlot['load']>): void {
  slot().load = load;
}
