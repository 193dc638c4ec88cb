import { contentType } from '@/lib/platform/files/content-type';

/** The largest file the desk keeps, either way: WhatsApp's own cap on audio and video (a larger document is noted, not fetched). */
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;

/** What file-type names a type that WhatsApp names otherwise. */
const WHATSAPP_NAMES: Record<string, string> = {
  // WhatsApp's voice notes: Opus in Ogg, which Meta declares "audio/ogg; codecs=opus".
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/x-m4a': 'audio/mp4',
};

/** The types WhatsApp carries that the desk keeps (Meta's supported media types). */
const KEPT = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'audio/ogg',
  'audio/amr',
  'audio/mpeg',
  'audio/aac',
  'audio/mp4',
  'video/mp4',
  'video/3gpp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

// The older Office files share one container (the compound file): its bytes say "an Office file", the declared type which.
const OFFICE_CFB = /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint)$/;

/** The type a file is by its bytes, or null when it is none the desk keeps (an executable, a script, a web page, a bare zip…). */
export async function mediaTypeOf(bytes: Uint8Array, declared: string | null): Promise<string | null> {
  const found = await contentType(bytes);
  if (!found) return null;
  if (found === 'application/x-cfb') return declared && OFFICE_CFB.test(declared) ? declared : null;
  const type = WHATSAPP_NAMES[found] ?? found;
  return KEPT.has(type) ? type : null;
}

/**
 * What an advisor may attach to a reply: photos and PDFs (a brochure, a floor plan), each capped by Meta's documented
 * limit for its kind (images 5 MB; documents 100 MB, held here to the 16 MB the desk keeps of any file).
 */
export const ATTACHABLE: Record<string, { kind: 'image' | 'document'; maxBytes: number; words: string }> = {
  'image/jpeg': { kind: 'image', maxBytes: 5 * 1024 * 1024, words: 'A photo' },
  'image/png': { kind: 'image', maxBytes: 5 * 1024 * 1024, words: 'A photo' },
  'application/pdf': { kind: 'document', maxBytes: MAX_MEDIA_BYTES, words: 'A PDF' },
};

/** The largest attachment of any kind: a body larger than this (and its form's other fields) is refused unread. */
export const MAX_ATTACHMENT_BYTES = Math.max(...Object.values(ATTACHABLE).map((rule) => rule.maxBytes));

export type AttachmentCheck = { ok: true; type: string; kind: 'image' | 'document' } | { ok: false; problem: 'type' | 'size' | 'empty' };

/** Whether a file may go to the buyer as it is: a JPEG, PNG or PDF by its bytes, within its kind's cap. */
export async function attachmentType(bytes: Uint8Array): Promise<AttachmentCheck> {
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  const type = await contentType(bytes);
  const rule = type ? ATTACHABLE[type] : undefined;
  if (!type || !rule) return { ok: false, problem: 'type' };
  if (bytes.byteLength > rule.maxBytes) return { ok: false, problem: 'size' };
  return { ok: true, type, kind: rule.kind };
}
