import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { remember } from '../lib/platform/process/remember';

/**
 * The server's side of a catalogue preview (lib/site/content/preview.ts, which this repeats in shape: the server
 * bundle cannot load the app's server-only modules). A request carrying a valid preview cookie is handed to Next.js
 * inside the preview's scope, rendered afresh and never kept.
 */
type PreviewSlot = { scope: AsyncLocalStorage<unknown>; load: ((token: string) => Promise<unknown>) | null };

export const PREVIEW_COOKIE = 'nestora_preview';

// The process's slot (lib/platform/process/remember.ts): whichever side asks first creates it.
const previewSlot = (): PreviewSlot => remember('catalogue.preview', (): PreviewSlot => ({ scope: new AsyncLocalStorage(), load: null }));

// The staff area (the editor, its API and the preview's own route) and Next's build files render no catalogue page.
const OUTSIDE = /^\/(?:admin(?:\/|$)|_next\/static\/)/;

/** The preview cookie's token, when a public page is asked for with one. */
export function previewToken(request: IncomingMessage): string | null {
  const pathname = (request.url ?? '/').split('?', 1)[0]!;
  if (OUTSIDE.test(pathname)) return null;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE && value.length > 0) return value.join('=');
  }
  return null;
}

/** Runs `render` inside the preview the token names; false (nothing run) when it names none that is valid now. */
export async function inPreview(token: string, render: () => void): Promise<boolean> {
  const slot = previewSlot();
  const preview = slot.load ? await slot.load(token).catch(() => null) : null;
  if (!preview) return false;
  slot.scope.run(preview, render);
  return true;
}
