import type { Env } from '@/lib/platform/env';
import { timingSafeEqual } from 'node:crypto';
import 'server-only';
import { intakeDoor } from '../door-limits';
import { acceptEvents } from '../events';
import { parseJsonKeepingBigIntegers } from '../json-with-big-ids';
import { readRawBody } from '../raw-body';
import { sourceSettings } from '../settings';
import { wakeIntake } from '../wake';
import { leadgenChangesOf } from './leadgen-event';
import { isMetaSignatureValid } from './signature';

export type WebhookAnswer = { status: number; body: string; contentType?: string; retryAfterSeconds?: number };

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

/** 429 for a client past the intake limits (./door-limits.ts). */
export const limitedAnswer = (retryAfterSeconds: number): WebhookAnswer => ({
  ...json(429, { error: 'Too many requests from this address; try again later.' }),
  retryAfterSeconds,
});

/** The subscription handshake: Meta's challenge echoed back when the verify token is ours. */
export async function answerMetaHandshake(url: URL, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.META_VERIFY_TOKEN) return json(404, { error: 'Meta lead ads are not set up on this site.' });
  const mode = url.searchParams.get('hub.mode');
  const token = url.searchParams.get('hub.verify_token') ?? '';
  const challenge = url.searchParams.get('hub.challenge') ?? '';
  if (mode !== 'subscribe' || !challenge) return json(400, { error: 'hub.mode must be subscribe, with a hub.challenge.' });
  if (!sameText(token, settings.META_VERIFY_TOKEN)) return json(401, { error: 'hub.verify_token does not match.' });
  return { status: 200, body: challenge, contentType: 'text/plain' };
}

/**
 * A leadgen delivery: its signature checked over the raw body, then each leadgen_id kept as an event
 * before answering 200, so Meta's retries and a crash lose and duplicate nothing; the intake worker
 * fetches the leads afterwards. A database failure answers 500, and Meta delivers again.
 */
export async function receiveMetaDelivery(request: Request, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.META_APP_SECRET) return json(404, { error: 'Meta lead ads are not set up on this site.' });
  const raw = await readRawBody(request);
  if (!raw) return json(413, { error: 'Request body is too large.' });
  const door = intakeDoor(request);
  if (!isMetaSignatureValid(raw, request.headers.get('x-hub-signature-256'), settings.META_APP_SECRET)) {
    const wait = await door.countCheck();
    if (wait > 0) return limitedAnswer(wait);
    console.warn('Intake meta: refused a delivery with a missing or wrong X-Hub-Signature-256');
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
  const changes = leadgenChangesOf(body);
  if (!changes.ok) return json(400, { error: `${changes.field}: ${changes.message}`, field: changes.field });
  try {
    await acceptEvents(changes.changes.map((value) => ({ source: 'meta', externalId: value.leadgen_id, payload: value })));
  } catch (error) {
    console.error('Intake meta: could not keep a delivery:', (error as Error).message);
    return json(500, { error: 'The delivery could not be kept just now; deliver it again.' });
  }
  if (changes.changes.length > 0) wakeIntake();
  return json(200, { received: changes.changes.length });
}
