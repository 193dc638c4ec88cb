export const MAX_BODY_BYTES = 16 * 1024;

export type BodyFailure = { ok: false; status: 400 | 413 | 415; message: string };
export type BodyResult = { ok: true; value: Record<string, unknown> } | BodyFailure;

const tooLarge = (limit: number): BodyFailure => ({
  ok: false,
  status: 413,
  message: `Request body is larger than ${limit / 1024} KB.`,
});

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Reads the body's bytes, refusing it as soon as it passes `limit` bytes: first by the declared Content-Length, then
 * by counting what actually arrives, since that header may lie.
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<{ ok: true; bytes: Buffer } | BodyFailure> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) {
      return { ok: false, status: 400, message: 'Invalid Content-Length header.' };
    }
    if (Number(declared) > limit) return tooLarge(limit);
  }
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(limit);
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** Reads the body as UTF-8 text, refusing it as soon as it passes `limit` bytes (readLimitedBytes). */
export async function readLimitedText(request: Request, limit: number): Promise<{ ok: true; text: string } | BodyFailure> {
  const read = await readLimitedBytes(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(read.bytes) };
  } catch {
    return { ok: false, status: 400, message: 'Request body is not valid UTF-8.' };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object body, or the status and message explaining why the request cannot be read. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (mediaType(request) !== 'application/json') {
    return { ok: false, status: 415, message: 'Send the request body as application/json.' };
  }
  const read = await readLimitedText(request, limit);
  if (!read.ok) return read;
  if (read.text.trim() === '') return { ok: false, status: 400, message: 'Request body is empty.' };
  let value: unknown;
  try {
    // JSON.parse defines "__proto__" as an ordinary own key, and the schemas copy only the
    // fields they know, so a hostile key cannot reach any prototype.
    value = JSON.parse(read.text);
  } catch {
    return { ok: false, status: 400, message: 'Request body is not valid JSON.' };
  }
  if (!isPlainObject(value)) {
    return { ok: false, status: 400, message: 'Request body must be a JSON object.' };
  }
  return { ok: true, value };
}

/** A form-urlencoded body (what a browser sends without JavaScript) as a plain object. */
export async function readFormBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, message: 'Send the form as application/x-www-form-urlencoded.' };
  }
  const read = await readLimitedText(request, limit);
  if (!read.ok) return read;
  // Object.fromEntries defines keys as own properties, so "__proto__" stays a harmless key.
  return { ok: true, value: Object.fromEntries(new URLSearchParams(read.text)) };
}
