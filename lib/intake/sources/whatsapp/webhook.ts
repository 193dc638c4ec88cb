import type { Env } from '@/lib/platform/env';
import 'server-only';
import { answerHandshake, json, keepDelivery, readSignedDelivery, type WebhookAnswer } from '../meta/delivery';
import { sourceSettings } from '../settings';
import { describeMetaError, eventKeyOf, whatsappEventsOf, type WhatsAppEvent } from './payload';

/** The buyer an event is about: the sender of a message, the recipient of a status of ours. */
function laneOf(event: WhatsAppEvent): string | undefined {
  const buyer = event.kind === 'message' ? event.message.from : event.status.recipient_id;
  return buyer ? `whatsapp:${buyer}` : undefined;
}

const notSetUp = () => json(404, { error: 'WhatsApp is not set up on this site.' });

/** The subscription handshake of the WhatsApp Business account's webhook: the challenge echoed when the verify token is ours. */
export async function answerWhatsAppHandshake(url: URL, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.WHATSAPP_VERIFY_TOKEN) return notSetUp();
  return answerHandshake(url, settings.WHATSAPP_VERIFY_TOKEN);
}

/**
 * A messages delivery: its X-Hub-Signature-256 checked over the raw body in constant time, then each message (once
 * per its id) and each status (once per message and status) kept as an intake event before answering 200, so Meta's
 * retries and a crash lose and repeat nothing; the intake worker files them on the leads afterwards. Messages to
 * another number of the business account are not ours and are left out. A database failure answers 500, and Meta
 * delivers again.
 */
export async function receiveWhatsAppDelivery(request: Request, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.WHATSAPP_APP_SECRET) return notSetUp();
  const read = await readSignedDelivery(request, settings.WHATSAPP_APP_SECRET, 'whatsapp');
  if ('answer' in read) return read.answer;
  const parsed = whatsappEventsOf(read.body);
  if (!parsed.ok) return json(400, { error: `${parsed.field}: ${parsed.message}`, field: parsed.field });
  for (const error of parsed.errors) console.error(`Intake whatsapp: Meta reports ${describeMetaError(error)}`);
  const ours = parsed.events.filter((event) => event.phoneNumberId === settings.WHATSAPP_PHONE_NUMBER_ID);
  return keepDelivery(
    'whatsapp',
    ours.map((event) => ({
      source: 'whatsapp',
      externalId: eventKeyOf(event),
      payload: event,
      // One buyer's messages and the statuses of what we sent them are filed in turn, across instances too.
      lane: laneOf(event),
    })),
  );
}
