/** Meta batches up to 1,000 changes in one delivery; its bodies stay well under this. */
export const MAX_EVENT_BYTES = 1024 * 1024;

/** The request's body as the bytes that arrived (a signature covers those, not a re-encoding), or null past `limit`. */
export async function readRawBody(request: Request, limit = MAX_EVENT_BYTES): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
