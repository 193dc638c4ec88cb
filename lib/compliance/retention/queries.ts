import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db';
import 'server-only';
import { DUE_SOON_DAYS, inactivityCutoff, warnedEnoughBefore } from './policy';

/**
 * Leads (not repeat enquiries, which go with their lead) with no activity since `cutoff`: sent
 * before it, and no note, history event, repeat enquiry or WhatsApp message either way since
 * (lib/compliance/retention/policy.ts).
 */
export function inactiveSince(cutoff: Date): Prisma.LeadWhereInput {
  return {
    repeatOfId: null,
    createdAt: { lt: cutoff },
    notes: { none: { createdAt: { gte: cutoff } } },
    events: { none: { createdAt: { gte: cutoff } } },
    repeats: { none: { createdAt: { gte: cutoff } } },
    whatsappMessages: { none: { sentAt: { gte: cutoff } } },
  };
}

/** Leads that are erased, not kept for accounting: every stage but Won. */
export const erasable: Prisma.LeadWhereInput = { stage: { not: 'won' } };

/** The retention warnings queued for a lead's current stretch of inactivity (older ones were for an earlier one). */
const warningsSince = (cutoff: Date) => ({ channel: 'notice-email', createdAt: { gte: cutoff } });

/** No warning for the current inactivity is waiting in the outbox or delivered: none yet, or it failed for good. */
export const needsWarning = (cutoff: Date): Prisma.LeadWhereInput => ({
  deliveries: { none: { ...warningsSince(cutoff), state: { in: ['pending', 'delivered'] } } },
});

/** A warning for the current inactivity reached the mail server at `deliveredBy` or before. */
export const warningDeliveredBy = (cutoff: Date, deliveredBy: Date): Prisma.LeadWhereInput => ({
  deliveries: { some: { ...warningsSince(cutoff), state: 'delivered', deliveredAt: { lte: deliveredBy } } },
});

const dueSoonHorizon = (now: Date) => new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60_000);

/** How many leads will be due for erasure within the next 30 days (those already due included). */
export async function countDueForErasure(now: Date, retentionMonths: number): Promise<number> {
  const prisma = await db();
  return prisma.lead.count({ where: { ...erasable, ...inactiveSince(inactivityCutoff(dueSoonHorizon(now), retentionMonths)) } });
}

/**
 * How many leads are due now but kept because their buyer has an e-mail address and no warning has
 * been delivered for 48 hours yet: waiting in the outbox, failed, or not queued.
 */
export async function countAwaitingWarning(now: Date, retentionMonths: number): Promise<number> {
  const cutoff = inactivityCutoff(now, retentionMonths);
  const prisma = await db();
  return prisma.lead.count({
    where: { ...erasable, ...inactiveSince(cutoff), email: { not: null }, NOT: warningDeliveredBy(cutoff, warnedEnoughBefore(now)) },
  });
}
