import type { Env } from '@/lib/platform/env';
import { timingSafeEqual } from 'node:crypto';
import 'server-only';
import { intakeDoor } from '../door-limits';
import { acceptEvents } from '../events';
import { parseJsonKeepingBigIntegers } from '../json-with-big-ids';
import { limitedAnswer, type WebhookAnswer } from '../meta/delivery';
import { readRawBody } from '../raw-body';
import { sourceSettings } from '../settings';
import { wakeIntake } from '../wake';
import { googleLeadSchema } from './lead-form';

const json = (status: number, body: Record<string, unknown>): WebhookAnswer => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

const sameKey = (given: unknown, expected: string) => {
  if (typeof given !== 'string') return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * A Google Ads lead form submission: its google_key checked, then kept as an event (once per lead_id,
 * without the key) and answered 200; the intake worker stores its lead at once, or after a restart.
 */
export async function receiveGoogleLead(request: Request, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.GOOGLE_LEAD_KEY) return json(401, { error: 'Google Ads lead forms are not set up on this site (GOOGLE_LEAD_KEY).' });
  const raw = await readRawBody(request, 256 * 1024);
  if (!raw) return json(413, { error: 'Request body is too large.' });
  let body: unknown;
  try {
    body = parseJsonKeepingBigIntegers(raw.toString('utf8'));
  } catch {
    return json(400, { error: 'Request body is not valid JSON.' });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { error: 'Request body must be a JSON object.' });
  const { google_key: key, ...rest } = body as Record<string, unknown>;
  const door = intakeDoor(request);
  if (!sameKey(key, settings.GOOGLE_LEAD_KEY)) {
    const wait = await door.countCheck();
    if (wait > 0) return limitedAnswer(wait);
    console.warn('Intake google: refused a lead with a missing or wrong google_key');
    return json(401, { error: 'google_key is missing or wrong.' });
  }
  const flood = await door.accepted();
  if (flood > 0) return limitedAnswer(flood);
  const lead = googleLeadSchema.safeParse(rest);
  if (!lead.success) {
    const issue = lead.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    return json(400, { error: `${field}: ${issue.message}`, field });
  }
  try {
    await acceptEvents([{ source: 'google', externalId: lead.data.lead_id, payload: lead.data }]);
  } catch (error) {
    console.error('Intake google: could not keep a lead:', (error as Error).message);
    return json(500, { error: 'The lead could not be kept just now; send it again.' });
  }
  wakeIntake();
  return json(200, {});
}
