/**
 * The media types WhatsApp carries that the desk keeps, each recognised by its first bytes rather than by what the
 * sender or Meta declared, so a file is stored and served only as what it is.
 */
const SIGNATURES: { type: string; test: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { type: 'application/pdf', test: (b) => b.toString('latin1', 0, 5) === '%PDF-' },
  { type: 'audio/ogg', test: (b) => b.toString('latin1', 0, 4) === 'OggS' },
  { type: 'audio/amr', test: (b) => b.toString('latin1', 0, 6) === '#!AMR\n' },
  { type: 'audio/mpeg', test: (b) => b.toString('latin1', 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2) },
  { type: 'audio/aac', test: (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xf6) === 0xf0 },
  { type: 'video/mp4', test: (b) => b.toString('latin1', 4, 8) === 'ftyp' && !b.toString('latin1', 8, 11).startsWith('3g') },
  { type: 'video/3gpp', test: (b) => b.toString('latin1', 4, 8) === 'ftyp' && b.toString('latin1', 8, 11).startsWith('3g') },
  // Office files: a zip (docx, xlsx, pptx) or the older compound file (doc, xls, ppt); the declared type says which.
  { type: 'application/zip', test: (b) => b.toString('latin1', 0, 4) === 'PK\u0003\u0004' },
  { type: 'application/x-cfb', test: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) },
];

const OFFICE_ZIP = /^application\/vnd\.openxmlformats-officedocument\./;
const OFFICE_CFB = /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint)$/;

/** The type a file is by its bytes, or null when it is none the desk keeps (an executable, a script, a web page…). */
export function mediaTypeOf(bytes: Buffer, declared: string | null): string | null {
  const found = SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
  if (found === 'application/zip') return declared && OFFICE_ZIP.test(declared) ? declared : null;
  if (found === 'application/x-cfb') return declared && OFFICE_CFB.test(declared) ? declared : null;
  // WhatsApp's voice notes are Opus in Ogg, declared "audio/ogg; codecs=opus".
  if (found === 'audio/ogg' && declared?.startsWith('audio/ogg')) return 'audio/ogg';
  return found;
}

/** The largest file kept: WhatsApp's own cap on audio and video (a larger document is noted, not fetched). */
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;
