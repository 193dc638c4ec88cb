import { receiveApiLead } from '@/lib/intake/sources/api-intake';

const noStore = { 'Cache-Control': 'no-store' };

/** Another tool's lead (Zapier, Make, a portal's push API, a partner's site), with an API key made at /admin/sources. */
export async function POST(request: Request, { params }: { params: Promise<{ source: string }> }): Promise<Response> {
  const { source } = await params;
  const outcome = await receiveApiLead(request, source);
  switch (outcome.kind) {
    case 'stored':
      return Response.json(
        { id: outcome.id, created: outcome.created },
        {
          status: outcome.created || outcome.replayed ? 201 : 200,
          headers: { ...noStore, ...(outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {}) },
        },
      );
    case 'unauthorised':
      return Response.json(
        { error: 'A valid API key for this source is required (Authorization: Bearer <key>).' },
        { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } },
      );
    case 'limited':
      return Response.json(
        { error: 'Too many requests from this address; try again later.' },
        { status: 429, headers: { ...noStore, 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    case 'invalid':
      return Response.json(
        { error: outcome.error, ...(outcome.fieldErrors && { fieldErrors: outcome.fieldErrors }) },
        { status: outcome.status, headers: noStore },
      );
    case 'key-reused':
      return Response.json(
        { error: 'This Idempotency-Key was already used for a different request. Send a new key with a new lead.' },
        { status: 422, headers: noStore },
      );
    case 'unavailable':
      return Response.json(
        { error: 'The lead could not be stored just now. Please try again in a moment.' },
        { status: 503, headers: { ...noStore, 'Retry-After': '5' } },
      );
  }
}
