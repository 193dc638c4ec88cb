import type { Env } from '@/lib/platform/env';
import 'server-only';
import { sourceSettings } from '../settings';
import { answerHandshake, json, keepDelivery, readSignedDelivery, type WebhookAnswer } from './delivery';
import { leadgenChangesOf } from './leadgen-event';

/** The subscription handshake: Meta's challenge echoed back when the verify token is ours. */
export async function answerMetaHandshake(url: URL, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.META_VERIFY_TOKEN) return json(404, { error: 'Meta lead ads are not set up on this site.' });
  return answerHandshake(url, settings.META_VERIFY_TOKEN);
}

/**
 * A leadgen delivery: its signature checked over the raw body, then each leadgen_id kept as an event
 * before answering 200, so Meta's retries and a crash lose and duplicate nothing; the intake worker
 * fetches the leads afterwards. A database failure answers 500, and Meta delivers again.
 */
export async function receiveMetaDelivery(request: Request, given?: Env): Promise<WebhookAnswer> {
  const settings = given ?? (await sourceSettings());
  if (!settings.META_APP_SECRET) return json(404, { error: 'Meta lead ads are not set up on this site.' });
  const read = await readSignedDelivery(request, settings.META_APP_SECRET, 'meta');
  if ('answer' in read) return read.answer;
  const changes = leadgenChangesOf(read.body);
  if (!changes.ok) return json(400, { error: `${changes.field}: ${changes.message}`, field: changes.field });
  return keepDelivery(
    'meta',
    changes.changes.map((value) => ({ source: 'meta', externalId: value.leadgen_id, payload: value })),
  );
}
