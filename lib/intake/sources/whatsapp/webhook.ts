import type { Env } from '@/lib/platform/env';
import { timingSafeEqual } from 'node:crypto';
import 'server-only';
import { intakeDoor } from '../door-limits';
import { acceptEvents } from '../events';
import { parseJsonKeepingBigIntegers } from '../json-with-big-ids';
import { isMetaSignatureValid } from '../meta/signature';
import { limitedAnswer, type WebhookAnswer } from '../meta/webhook';
import { readRawBody } from '../raw-body';
import { sourceSettings } from '../settings';
import { wakeIntake } from '../wake';
import { describeMetaError, eventKeyOf, whatsappEventsOf } from './payload';

const json = (status: number, body: Record<string, unknown>): WebhookAnswer => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const notSetUp = () => json(404, { error: 'WhatsApp is not set up on this site.' });

/** The subscription handshake of the WhatsApp Business account's webhook: the challenge echoed when the verify token is ours. */
export async function answerWhatsAppHandshake(url: URL, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.WHATSAPP_VERIFY_TOKEN) return notSetUp();
  const mode = url.searchParams.get('hub.mode');
  const token = url.searchParams.get('hub.verify_token') ?? '';
  const challenge = url.searchParams.get('hub.challenge') ?? '';
  if (mode !== 'subscribe' || !challenge) return json(400, { error: 'hub.mode must be subscribe, with a hub.challenge.' });
  if (!sameText(token, settings.WHATSAPP_VERIFY_TOKEN)) return json(401, { error: 'hub.verify_token does not match.' });
  return { status: 200, body: challenge, contentType: 'text/plain' };
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
  const raw = await readRawBody(request);
  if (!raw) return json(413, { error: 'Request body is too large.' });
  const door = intakeDoor(request);
  if (!isMetaSignatureValid(raw, request.headers.get('x-hub-signature-256'), settings.WHATSAPP_APP_SECRET)) {
    const wait = await door.countCheck();
    if (wait > 0) return limitedAnswer(wait);
    console.warn('Intake whatsapp: refused a delivery with a missing or wrong X-Hub-Signature-256');
    return json(401, { error: 'X-Hub-Signature-256 is missing or does not match the body.' });
  }
  const flood = await door.accepted();
  if (flood > 0) return limitedAnswer(flood);
  let body: unknown;
  try {
    body = parseJsonKeepingBigIntegers(raw.toString('utf8'));
  } catch {
    return json(400, { error: 'Request body is not valid JSON.' });
  }
  const parsed = whatsappEventsOf(body);
  if (!parsed.ok) return json(400, { error: `${parsed.field}: ${parsed.message}`, field: parsed.field });
  for (const error of parsed.errors) console.error(`Intake whatsapp: Meta reports ${describeMetaError(error)}`);
  const ours = parsed.events.filter((event) => event.phoneNumberId === settings.WHATSAPP_PHONE_NUMBER_ID);
  try {
    await acceptEvents(ours.map((event) => ({ source: 'whatsapp', externalId: eventKeyOf(event), payload: event })));
  } catch (error) {
    console.error('Intake whatsapp: could not keep a delivery:', (error as Error).message);
    return json(500, { error: 'The delivery could not be kept just now; deliver it again.' });
  }
  if (ours.length > 0) wakeIntake();
  return json(200, { received: ours.length });
}
