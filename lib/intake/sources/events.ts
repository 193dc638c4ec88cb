import { nextAttemptAfterFailure } from '@/lib/mail/outbox/backoff';
import { db } from '@/lib/platform/db';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import 'server-only';

/** A source's raw event, as accepted: what the source sent, to be turned into a lead by the intake worker. */
export type AcceptedEvent = {
  source: string;
  externalId: string;
  payload: unknown;
  /** The sender whose events are worked in the order accepted, one worker at a time (a WhatsApp number). */
  lane?: string;
};

export type ClaimedEvent = {
  id: string;
  source: string;
  externalId: string;
  payload: string;
  attempts: number;
  createdAt: Date;
  retriedAt: Date | null;
};

/**
 * Keeps each event once per (source, externalId), before the request is answered: whatever the source
 * retries, or two instances accept at once, one row exists, and it outlives a crash until its lead is
 * stored. Returns how many were new.
 */
export async function acceptEvents(events: AcceptedEvent[], now = new Date()): Promise<number> {
  const prisma = await db();
  let added = 0;
  for (const event of events) {
    try {
      await prisma.intakeEvent.create({
        data: {
          source: event.source,
          externalId: event.externalId,
          payload: JSON.stringify(event.payload),
          lane: event.lane ?? null,
          createdAt: now,
          updatedAt: now,
          nextAttemptAt: now,
        },
      });
      added += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return added;
}

/**
 * Claims up to `limit` due events for `token`'s worker alone, for `leaseMs`: the outbox's claim
 * (lib/mail/outbox/store.ts), one conditional UPDATE that lets exactly one of two racing workers have
 * a row on either engine. A worker that dies mid-fetch leaves its claim to expire, and the event is taken again.
 */
export async function claimDueEvents(
  token: string,
  { limit, now, leaseMs }: { limit: number; now: Date; leaseMs: number },
): Promise<ClaimedEvent[]> {
  const prisma = await db();
  const due = { state: 'pending', nextAttemptAt: { lte: now }, OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] };
  const candidates = await prisma.intakeEvent.findMany({
    where: due,
    orderBy: { nextAttemptAt: 'asc' },
    take: limit,
    select: { id: true },
  });
  if (candidates.length === 0) return [];
  await prisma.intakeEvent.updateMany({
    where: { ...due, id: { in: candidates.map((row) => row.id) } },
    data: { claimToken: token, claimedUntil: new Date(now.getTime() + leaseMs), attempts: { increment: 1 } },
  });
  const claimed = await prisma.intakeEvent.findMany({
    where: { claimToken: token, state: 'pending', claimedUntil: { gt: now } },
    // In the order they were accepted, which the worker keeps within a sender's lane.
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, source: true, externalId: true, payload: true, attempts: true, createdAt: true, retriedAt: true, lane: true },
  });
  const waiting = await eventsBehindOthers(claimed, token, now);
  if (waiting.length > 0) {
    await prisma.intakeEvent.updateMany({
      where: { id: { in: waiting }, claimToken: token },
      data: { claimToken: null, claimedUntil: null, attempts: { decrement: 1 } },
    });
  }
  return claimed.filter((event) => !waiting.includes(event.id));
}

/**
 * Of a claimed batch, the events to give back because an earlier event of their lane is another worker's (claimed,
 * or due and about to be): a WhatsApp number's messages must be filed one after the other, or two instances file its
 * first two messages at once as two leads, and its conversation out of order. The oldest pending event of a lane is
 * never given back, so two workers racing for a lane cannot both let go of it; an earlier event waiting on the retry
 * schedule (a status that overtook its send) does not hold its lane up.
 */
async function eventsBehindOthers(claimed: { id: string; lane: string | null; createdAt: Date }[], token: string, now: Date) {
  const lanes = [...new Set(claimed.flatMap((event) => (event.lane ? [event.lane] : [])))];
  if (lanes.length === 0) return [];
  const prisma = await db();
  const others = await prisma.intakeEvent.findMany({
    where: {
      lane: { in: lanes },
      state: 'pending',
      OR: [{ claimToken: null }, { claimToken: { not: token } }],
      AND: [{ OR: [{ nextAttemptAt: { lte: now } }, { claimedUntil: { gt: now } }] }],
    },
    select: { id: true, lane: true, createdAt: true },
  });
  const earlier = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
    a.createdAt < b.createdAt || (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);
  return claimed
    .filter((event) => event.lane && others.some((other) => other.lane === event.lane && earlier(other, event)))
    .map((event) => event.id);
}

/**
 * The event's lead is stored: what the source sent is dropped (Google's holds the buyer's details, which
 * now live on the lead, where erasure and retention reach them); the row stays, so a repeat of the event
 * is still recognised.
 */
export async function markEventStored(event: ClaimedEvent, token: string, leadId: string, now: Date): Promise<void> {
  const prisma = await db();
  await prisma.intakeEvent.updateMany({
    where: { id: event.id, claimToken: token },
    data: { state: 'stored', leadId, payload: '{}', lastError: null, claimToken: null, claimedUntil: null, updatedAt: now },
  });
}

/** A failed attempt: the next one on the outbox's schedule, or 'failed' after three days, for staff to retry. */
export async function markEventAttemptFailed(event: ClaimedEvent, token: string, reason: string, now: Date): Promise<void> {
  const prisma = await db();
  const next = nextAttemptAfterFailure(event.attempts, event.retriedAt ?? event.createdAt, now);
  await prisma.intakeEvent.updateMany({
    where: { id: event.id, claimToken: token },
    data: {
      lastError: reason.slice(0, 300),
      claimToken: null,
      claimedUntil: null,
      updatedAt: now,
      ...(next ? { nextAttemptAt: next } : { state: 'failed' }),
    },
  });
}

/** Staff's "try again": a failed event (or one waiting on the schedule) is due now, its three days counted afresh. */
export async function retryEvent(id: string, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.intakeEvent.updateMany({
    where: { id, state: { in: ['failed', 'pending'] } },
    data: { state: 'pending', nextAttemptAt: now, retriedAt: now, attempts: 0, updatedAt: now },
  });
  return count === 1;
}

/** Events not yet stored that have failed at least once: those failed for good first, then the ones still retrying. */
export async function troubledEvents(limit = 50) {
  const prisma = await db();
  return prisma.intakeEvent.findMany({
    where: { OR: [{ state: 'failed' }, { state: 'pending', attempts: { gt: 0 }, lastError: { not: null } }] },
    orderBy: [{ state: 'asc' }, { updatedAt: 'desc' }],
    take: limit,
    select: {
      id: true,
      source: true,
      externalId: true,
      payload: true,
      state: true,
      attempts: true,
      lastError: true,
      nextAttemptAt: true,
      createdAt: true,
    },
  });
}
