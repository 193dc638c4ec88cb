import { readIdempotencyKey, requestHashOf } from '@/lib/intake/forms/idempotency';
import { storeOnce } from '@/lib/intake/forms/store-once';
import { db } from '@/lib/platform/db';
import { readJsonBody } from '@/lib/platform/http/read-body';
import { randomUUID } from 'node:crypto';
import 'server-only';
import { keyForRequest } from './api-keys';
import { apiFieldErrors, apiLeadSchema } from './api-lead-schema';
import { intakeDoor } from './door-limits';
import type { SourcedLead } from './sourced-lead';
import { storeLeadFromSource } from './store-sourced-lead';

export type ApiIntakeOutcome =
  | { kind: 'stored'; id: string; created: boolean; replayed?: boolean }
  | { kind: 'unauthorised' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'invalid'; status: number; error: string; fieldErrors?: Record<string, string> }
  | { kind: 'key-reused' }
  | { kind: 'unavailable' };

/**
 * A lead posted by another tool: its key (for this source), its Idempotency-Key, its body, then the
 * pipeline. The key is checked before the body is read, so a caller without one learns nothing; an
 * address whose keys kept failing waits before any key is looked up (./door-limits.ts).
 */
export async function receiveApiLead(request: Request, source: string, now = new Date()): Promise<ApiIntakeOutcome> {
  const door = intakeDoor(request);
  let key;
  try {
    const wait = await door.countCheck();
    if (wait > 0) return { kind: 'limited', retryAfterSeconds: wait };
    key = await keyForRequest(request.headers.get('authorization'), source, now);
    if (!key) return { kind: 'unauthorised' };
    const flood = await door.accepted();
    if (flood > 0) return { kind: 'limited', retryAfterSeconds: flood };
  } catch (error) {
    console.error(`Intake api:${source}: could not check the key:`, (error as Error).message);
    return { kind: 'unavailable' };
  }
  const idempotencyKey = readIdempotencyKey(request.headers);
  if (!idempotencyKey.ok) return { kind: 'invalid', status: idempotencyKey.status, error: idempotencyKey.message };
  const body = await readJsonBody(request);
  if (!body.ok) return { kind: 'invalid', status: body.status, error: body.message };
  const parsed = apiLeadSchema.safeParse(body.value);
  if (!parsed.success) {
    const fieldErrors = apiFieldErrors(parsed.error);
    return { kind: 'invalid', status: 400, error: `Malformed lead: ${Object.keys(fieldErrors).join(', ')}.`, fieldErrors };
  }
  const fields = parsed.data;
  const idempotency = idempotencyKey.key ? { key: idempotencyKey.key, requestHash: requestHashOf(body.value) } : undefined;
  const lead: SourcedLead = {
    source: `api:${key.name}`,
    externalId: fields.externalId ?? (idempotency ? `key:${idempotency.key}` : randomUUID()),
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    message: fields.message,
    projectName: fields.projectName,
    city: fields.city,
    receivedAt: fields.receivedAt ? new Date(fields.receivedAt) : now,
    attribution: {
      channel: fields.channel ?? 'referral',
      source: key.name,
      campaign: fields.campaign,
      ids: fields.externalId ? { id: fields.externalId } : undefined,
    },
    consent: { form: fields.consentForm ?? `the form of ${key.name}` },
    isTest: fields.isTest,
  };
  try {
    const prisma = await db();
    let created = true;
    const result = await storeOnce(
      {
        findByKey: (value) =>
          prisma.lead.findUnique({ where: { idempotencyKey: value }, select: { id: true, requestHash: true, createdAt: true } }),
        forgetKey: (id, value) =>
          prisma.lead.updateMany({ where: { id, idempotencyKey: value }, data: { idempotencyKey: null, requestHash: null } }),
      },
      idempotency,
      async () => {
        const stored = await storeLeadFromSource(lead, now, { idempotency });
        created = stored.created;
        return stored.leadId;
      },
    );
    if (!result.ok) return { kind: 'key-reused' };
    return { kind: 'stored', id: result.id, created: created && !result.replayed, replayed: result.replayed };
  } catch (error) {
    console.error(`Intake api:${key.name}: could not store a lead:`, (error as Error).message);
    return { kind: 'unavailable' };
  }
}
