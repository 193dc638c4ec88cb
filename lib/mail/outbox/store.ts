import { db } from '@/lib/platform/db';
import 'server-only';
import { nextAttemptAfterFailure } from './backoff';
import type { Channel } from './channels';

export type ClaimedDelivery = {
  id: string;
  channel: Channel;
  leadId: string | null;
  applicationId: string | null;
  payload: string | null;
  attempts: number;
  createdAt: Date;
};

/**
 * Claims up to `limit` deliveries that are due, for `token`'s worker alone, for `leaseMs`. The
 * claim is one conditional UPDATE that re-checks every condition row by row, so of two workers
 * racing for a row exactly one gets it, on SQLite (one writer at a time) as on PostgreSQL (which
 * re-evaluates the WHERE on the row it locked). A worker that dies mid-send leaves its claim to
 * expire, and the row is taken again, with the same id, after the lease.
 */
export async function claimPendingDeliveries(token: string, { limit, now, leaseMs }: { limit: number; now: Date; leaseMs: number }) {
  const prisma = await db();
  const due = {
    state: 'pending',
    nextAttemptAt: { lte: now },
    OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
  };
  const candidates = await prisma.delivery.findMany({ where: due, orderBy: { nextAttemptAt: 'asc' }, take: limit, select: { id: true } });
  if (candidates.length === 0) return [];
  await prisma.delivery.updateMany({
    where: { ...due, id: { in: candidates.map((row) => row.id) } },
    data: { claimToken: token, claimedUntil: new Date(now.getTime() + leaseMs), attempts: { increment: 1 } },
  });
  const claimed = await prisma.delivery.findMany({
    where: { claimToken: token, state: 'pending', claimedUntil: { gt: now } },
    select: { id: true, channel: true, leadId: true, applicationId: true, payload: true, attempts: true, createdAt: true },
  });
  return claimed as ClaimedDelivery[];
}

/** The leads and job applications a batch of deliveries sends, read in one go. */
export async function recordsOf(deliveries: ClaimedDelivery[]) {
  const prisma = await db();
  const ids = (key: 'leadId' | 'applicationId') => deliveries.flatMap((delivery) => (delivery[key] ? [delivery[key]] : []));
  const [leads, applications] = await Promise.all([
    ids('leadId').length > 0 ? prisma.lead.findMany({ where: { id: { in: ids('leadId') } } }) : [],
    ids('applicationId').length > 0 ? prisma.jobApplication.findMany({ where: { id: { in: ids('applicationId') } } }) : [],
  ]);
  return {
    leads: new Map(leads.map((lead) => [lead.id, lead])),
    applications: new Map(applications.map((application) => [application.id, application])),
  };
}

export type DeliveryRecords = Awaited<ReturnType<typeof recordsOf>>;

// A notice's text may hold a one-time link; a push names a buyer. Neither should outlive its purpose here.
const dropsPayloadWhenDone = (delivery: ClaimedDelivery) => delivery.channel === 'notice-email' || delivery.channel === 'push';

/**
 * Records a delivery as done; only the worker holding the claim can. A sent notice's text is dropped:
 * it may hold a one-time link, and the person's details should not outlive their purpose here.
 */
export async function markDelivered(delivery: ClaimedDelivery, token: string, now: Date): Promise<void> {
  const prisma = await db();
  await prisma.delivery.updateMany({
    where: { id: delivery.id, claimToken: token },
    data: {
      state: 'delivered',
      deliveredAt: now,
      lastError: null,
      claimToken: null,
      claimedUntil: null,
      ...(dropsPayloadWhenDone(delivery) ? { payload: null } : {}),
    },
  });
}

/**
 * Records a failed attempt: the next try on the backoff schedule, or 'failed' after three days. A notice that
 * failed for good keeps no text: staff see that it failed and why, and nobody can read its link from the table.
 */
export async function markAttemptFailed(delivery: ClaimedDelivery, token: string, error: string, now: Date): Promise<void> {
  const prisma = await db();
  const next = nextAttemptAfterFailure(delivery.attempts, delivery.createdAt, now);
  await prisma.delivery.updateMany({
    where: { id: delivery.id, claimToken: token },
    data: {
      lastError: error.slice(0, 300),
      claimToken: null,
      claimedUntil: null,
      ...(next ? { nextAttemptAt: next } : { state: 'failed', ...(dropsPayloadWhenDone(delivery) ? { payload: null } : {}) }),
    },
  });
}

/** Records a delivery no retry can help (its device's subscription is gone) as failed at once. */
export async function markFailedForGood(delivery: ClaimedDelivery, token: string, error: string): Promise<void> {
  const prisma = await db();
  await prisma.delivery.updateMany({
    where: { id: delivery.id, claimToken: token },
    data: {
      state: 'failed',
      lastError: error.slice(0, 300),
      claimToken: null,
      claimedUntil: null,
      ...(dropsPayloadWhenDone(delivery) ? { payload: null } : {}),
    },
  });
}

/** A device to push to, or null once it was turned off or found gone. */
export async function pushSubscriptionById(id: string) {
  const prisma = await db();
  return prisma.pushSubscription.findUnique({ where: { id }, select: { id: true, endpoint: true, p256dh: true, auth: true } });
}

/** The push service took a notification for the device: it still listens. */
export async function recordPushSuccess(id: string, now: Date): Promise<void> {
  const prisma = await db();
  await prisma.pushSubscription.updateMany({ where: { id }, data: { lastSuccessAt: now } });
}

/** The push service says the device's subscription has ended (404/410): nothing will reach it again. */
export async function removePushSubscription(id: string): Promise<void> {
  const prisma = await db();
  await prisma.pushSubscription.deleteMany({ where: { id } });
}

export const LINK_EXPIRED_ERROR = 'the link in it expired before it could be sent';

/**
 * Drops the text of every mail whose one-time link has expired: one still waiting to be sent (and not claimed
 * by a worker sending it now) is given up as failed, since its link would no longer work; one already sent or
 * failed just loses its text. Returns how many mails were given up.
 */
export async function dropExpiredLinkMail(now: Date): Promise<number> {
  const prisma = await db();
  const expired = { linkExpiresAt: { lte: now } };
  const { count } = await prisma.delivery.updateMany({
    where: { ...expired, state: 'pending', OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] },
    data: { state: 'failed', payload: null, lastError: LINK_EXPIRED_ERROR, claimToken: null, claimedUntil: null },
  });
  await prisma.delivery.updateMany({ where: { ...expired, state: { not: 'pending' }, payload: { not: null } }, data: { payload: null } });
  return count;
}

/** The channel works again: its deliveries waiting on the backoff schedule are due now. */
export async function releaseBacklog(channels: Channel[], now: Date): Promise<number> {
  const prisma = await db();
  const { count } = await prisma.delivery.updateMany({
    where: { state: 'pending', channel: { in: channels }, nextAttemptAt: { gt: now }, attempts: { gt: 0 } },
    data: { nextAttemptAt: now },
  });
  return count;
}

/** Whether any delivery of these channels is waiting on the backoff schedule (so the worker probes the server). */
export async function hasBacklog(channels: Channel[], now: Date): Promise<boolean> {
  const prisma = await db();
  return (
    (await prisma.delivery.count({
      where: { state: 'pending', channel: { in: channels }, nextAttemptAt: { gt: now }, attempts: { gt: 0 } },
    })) > 0
  );
}
