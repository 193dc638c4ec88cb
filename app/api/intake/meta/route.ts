import type { WebhookAnswer } from '@/lib/intake/sources/meta/delivery';
import { answerMetaHandshake, receiveMetaDelivery } from '@/lib/intake/sources/meta/webhook';

const respond = ({ status, body, contentType, retryAfterSeconds }: WebhookAnswer) =>
  new Response(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(contentType && { 'Content-Type': contentType }),
      ...(retryAfterSeconds && { 'Retry-After': String(retryAfterSeconds) }),
    },
  });

/** Meta's subscription handshake for the Page's leadgen webhook. */
export async function GET(request: Request): Promise<Response> {
  return respond(await answerMetaHandshake(new URL(request.url)));
}

/** Meta's leadgen deliveries (README: Lead sources). */
export async function POST(request: Request): Promise<Response> {
  return respond(await receiveMetaDelivery(request));
}
