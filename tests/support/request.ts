/** Builds the Request objects the route-handler tests send. */
export function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A body that arrives in chunks with no Content-Length, as a client streaming it would send. */
export function streamedRequest(url: string, chunks: string[], contentType = 'application/json') {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': '203.0.113.8' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}
