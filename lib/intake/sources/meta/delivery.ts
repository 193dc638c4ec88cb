import { timingSafeEqual } from 'node:crypto';
import 'server-only';
import { intakeDoor } from '../door-limits';
import { acceptEvents, type AcceptedEvent } from '../events';
import { parseJsonKeepingBigIntegers } from '../json-with-big-ids';
import { readRawBody } from '../raw-body';
import { wakeIntake } from '../wake';
import { isMetaSignatureValid } from './signature';

/**
 * What Meta's webhooks share, lead ads (./webhook.ts) and WhatsApp (../whatsapp/webhook.ts) alike: the subscription
 * handshake, the signed body read within the intake limits, and the events kept before the 200.
 */
export type WebhookAnswer = { status: number; body: string; contentType?: string; retryAfterSeconds?: number };

export const json = (status: number, body: Record<string, unknown>): WebhookAnswer => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** 429 for a client past the intake limits (../door-limits.ts). */
export const limitedAnswer = (retryAfterSeconds: number): WebhookAnswer => ({
  ...json(429, { error: 'Too many requests from this address; try again later.' }),
  retryAfterSeconds,
});

/** The subscription handshake: Meta's challenge echoed back when the verify token is ours. */
export function answerHandshake(url: URL, verifyToken: string): WebhookAnswer {
  const mode = url.searchParams.get('hub.mode');
  const token = url.searchParams.get('hub.verify_token') ?? '';
  const challenge = url.searchParams.get('hub.challenge') ?? '';
  if (mode !== 'subscribe' || !challenge) return json(400, { error: 'hub.mode must be subscribe, with a hub.challenge.' });
  if (!sameText(token, verifyToken)) return json(401, { error: 'hub.verify_token does not match.' });
  return { status: 200, body: challenge, contentType: 'text/plain' };
}

/**
 * A delivery's JSON body, once its X-Hub-Signature-256 is checked over the raw bytes in constant time and the client is
 * within the intake limits (a wrong signature counts against them); ids are read as their digits. Else the answer.
 */
export async function readSignedDelivery(
  request: Request,
  appSecret: string,
  source: string,
): Promise<{ body: unknown } | { answer: WebhookAnswer }> {
  const raw = await readRawBody(request);
  if (!raw) return { answer: json(413, { error: 'Request body is too large.' }) };
  const door = intakeDoor(request);
  if (!isMetaSignatureValid(raw, request.headers.get('x-hub-signature-256'), appSecret)) {
    const wait = await door.countCheck();
    if (wait > 0) return { answer: limitedAnswer(wait) };
    console.warn(`Intake ${source}: refused a delivery with a missing or wrong X-Hub-Signature-256`);
    return { answer: json(401, { error: 'X-Hub-Signature-256 is missing or does not match the body.' }) };
  }
  const flood = await door.accepted();
  if (flood > 0) return { answer: limitedAnswer(flood) };
  try {
    return { body: parseJsonKeepingBigIntegers(raw.toString('utf8')) };
  } catch {
    return { answer: json(400, { error: 'Request body is not valid JSON.' }) };
  }
}

/** Keeps the delivery's events, then answers 200 with how many; a database failure answers 500, and Meta delivers again. */
export async function keepDelivery(source: string, events: AcceptedEvent[]): Promise<WebhookAnswer> {
  try {
    await acceptEvents(events);
  } catch (error) {
    console.error(`Intake ${source}: could not keep a delivery:`, (error as Error).message);
    return json(500, { error: 'The delivery could not be kept just now; deliver it again.' });
  }
  if (events.length > 0) wakeIntake();
  return json(200, { received: events.length });
}
