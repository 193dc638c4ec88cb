import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';

/**
 * The server's side of a catalogue preview (lib/site/content/preview.ts, which this repeats in shape: the server
 * bundle cannot load the app's server-only modules). A request carrying a valid preview cookie is handed to Next.js
 * inside the preview's scope, rendered afresh and never kept.
 */
type PreviewSlot = { scope: AsyncLocalStorage<unknown>; load: ((token: string) => Promise<unknown>) | null };

export const PREVIEW_COOKIE = 'nestora_preview';

// lib/platform/process/remember.ts's slots: whichever side asks first creates the preview's slot.
function previewSlot(): PreviewSlot {
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  const slots = (holder[Symbol.for('nestora.remembered')] ??= new Map<string, unknown>());
  if (!slots.has('catalogue.preview')) slots.set('catalogue.preview', { scope: new AsyncLocalStorage(), load: null } satisfies PreviewSlot);
  return slots.get('catalogue.preview') as PreviewSlot;
}

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
