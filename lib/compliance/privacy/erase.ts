import { channelOffReason } from '@/lib/mail/outbox/channels';
import { preparedWebhookRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { db } from '@/lib/platform/db';
import 'server-only';
import { personTables } from './person-data';
import { hasProvenIdentifier, matchPerson } from './person-match';
import { tombstoneHash } from './tombstone';

/** What an erasure removed, kept on its request: counts per table and ids, never contents. */
export type ErasureLog = {
  counts: Record<string, number>;
  /** Leads already delivered to the CRM's webhook: the CRM holds copies, named by these delivery ids. */
  deliveredWebhookIds: string[];
  tombstones: number;
  /** The `lead.erased` event's delivery id, when the CRM webhook is configured. */
  erasedEventId: string | null;
};

type ErasureResult = { ok: true; log: ErasureLog } | { ok: false; reason: 'not-found' | 'not-open' | 'not-erasure' | 'unproven' };

/**
 * Erases the person an open erasure request is about, in one transaction across every table of
 * `personTables`: the rows carrying an identifier they proved are deleted (their requests kept
 * without contact details; rows only linked to them stay), a tombstone of each phone erased stops a
 * later enquiry from joining anything older, the CRM is told with a signed `lead.erased` event, and
 * the request is closed with the log. Refused while they have proven nothing (a phone-only request
 * before staff record their call). It cannot be undone.
 */
export async function erasePerson(requestId: string, staffId: string, now = new Date()): Promise<ErasureResult> {
  const prisma = await db();
  const result = await prisma.$transaction(async (tx): Promise<ErasureResult> => {
    const request = await tx.privacyRequest.findUnique({ where: { id: requestId } });
    if (!request) return { ok: false, reason: 'not-found' };
    if (request.kind !== 'erasure') return { ok: false, reason: 'not-erasure' };
    if (request.status === 'open' && !(await hasProvenIdentifier(tx, request))) return { ok: false, reason: 'unproven' };
    // Closing it first is the claim: of two clicks racing, the second waits for the first's row lock
    // and then finds the request closed, so the erasure and its log are written once.
    const claimed = await tx.privacyRequest.updateMany({
      where: { id: request.id, status: 'open' },
      data: { status: 'done', closedAt: now, closedById: staffId, closingNote: 'Erased.' },
    });
    if (claimed.count !== 1) return { ok: false, reason: 'not-open' };
    const match = await matchPerson(tx, request);
    const delivered = await tx.delivery.findMany({
      where: {
        channel: 'webhook',
        state: 'delivered',
        OR: [{ leadId: { in: match.leadIds } }, { applicationId: { in: match.applicationIds } }],
      },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    const counts: Record<string, number> = {};
    for (const table of personTables) counts[table.name] = await table.erase(tx, match);
    await tx.erasureTombstone.createMany({
      data: match.tombstonePhoneKeys.map((key) => ({ phoneHash: tombstoneHash(key), erasedAt: now })),
    });
    const deliveredWebhookIds = delivered.map((row) => row.id);
    let erasedEventId: string | null = null;
    if (channelOffReason('event-webhook') === null) {
      const event = preparedWebhookRow('lead.erased', { leadIds: match.leadIds, deliveryIds: deliveredWebhookIds }, now);
      await tx.delivery.create({ data: event });
      erasedEventId = event.id;
    }
    const log: ErasureLog = { counts, deliveredWebhookIds, tombstones: match.tombstonePhoneKeys.length, erasedEventId };
    await tx.privacyRequest.update({ where: { id: request.id }, data: { erasureLog: JSON.stringify(log) } });
    return { ok: true, log };
  });
  if (result.ok) wakeOutbox();
  return result;
}
