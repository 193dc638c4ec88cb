import { fileTypeFromBuffer } from 'file-type';

/**
 * A file's type read from its first bytes by `file-type`, never from its name or what the sender declared, so that
 * a page renamed tower.jpg is not taken for a photo. Null when its bytes name no type file-type knows.
 */
export async function contentType(bytes: Uint8Array): Promise<string | null> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}
