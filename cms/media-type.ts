import { contentType } from '@/lib/platform/files/content-type';

/** What the editor takes: photos in the formats browsers show, and PDF brochures. No SVG: it can carry script. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'] as const;
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/**
 * The file's type read from its first bytes, never from its name or the browser's word: a page renamed tower.jpg
 * is refused. (Payload falls back to the name when it cannot tell the type; we do not.) A problem is a sentence for
 * the editor.
 */
export async function mediaType(bytes: Uint8Array, name: string): Promise<{ mime: string } | { problem: string }> {
  if (bytes.length > MEDIA_MAX_BYTES) return { problem: `${name} is over 15 MB: make it smaller and upload it again.` };
  const detected = await contentType(bytes);
  if (!detected || !(MEDIA_TYPES as readonly string[]).includes(detected)) {
    return { problem: `${name} is not a JPEG, PNG, WebP, AVIF or PDF file (read from its content).` };
  }
  return { mime: detected };
}
