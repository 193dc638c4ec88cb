import type { WebhookAnswer } from '@/lib/intake/sources/meta/delivery';
import { answerWhatsAppHandshake, receiveWhatsAppDelivery } from '@/lib/intake/sources/whatsapp/webhook';

const respond = ({ status, body, contentType, retryAfterSeconds }: WebhookAnswer) =>
  new Response(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(contentType && { 'Content-Type': contentType }),
      ...(retryAfterSeconds && { 'Retry-After': String(retryAfterSeconds) }),
    },
  });

/** Meta's subscription handshake for the WhatsApp Business account's messages webhook. */
export async function GET(request: Request): Promise<Response> {
  return respond(await answerWhatsAppHandshake(new URL(request.url)));
}

/** WhatsApp messages and statuses (README: WhatsApp). */
export async function POST(request: Request): Promise<Response> {
  return respond(await receiveWhatsAppDelivery(request));
}
