import type { Lead } from '@/lib/generated/prisma/client';
import { storedTouch, type StoredTouch } from '@/lib/intake/attribution/stored-touches';

const touchJson = (touch: StoredTouch) => ({ ...touch, at: touch.at?.toISOString() ?? null });

/**
 * The webhook's JSON body: the lead as the visitor sent it. Only fields fixed at creation go in,
 * so every retry of one delivery sends the same bytes, however staff have worked the lead since.
 */
export function leadWebhookBody(lead: Lead): string {
  const fields = [
    'name',
    'phone',
    'email',
    'message',
    'source',
    'intent',
    'pagePath',
    'projectId',
    'projectDeveloper',
    'projectName',
    'locality',
    'city',
    'shortlist',
    'visitDate',
    'visitSlot',
    'visitors',
    'repeatOfId',
    'consent',
    'spam',
  ] as const;
  const data = Object.fromEntries(fields.map((field) => [field, lead[field]]));
  const attribution = { first: touchJson(storedTouch(lead, 'first')), last: touchJson(storedTouch(lead, 'last')) };
  return JSON.stringify({
    type: 'enquiry.created',
    timestamp: lead.createdAt.toISOString(),
    data: { id: lead.id, createdAt: lead.createdAt.toISOString(), ...data, attribution },
  });
}
