import { receiveGoogleLead } from '@/lib/intake/sources/google/webhook';

/** Google Ads lead form webhook (README: Lead sources). */
export async function POST(request: Request): Promise<Response> {
  const { status, body, contentType, retryAfterSeconds } = await receiveGoogleLead(request);
  return new Response(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(contentType && { 'Content-Type': contentType }),
      ...(retryAfterSeconds && { 'Retry-After': String(retryAfterSeconds) }),
    },
  });
}
