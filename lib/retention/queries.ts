import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { DUE_SOON_DAYS, inactivityCutoff } from './policy';

/**
 * Leads (not repeat enquiries, which go with their lead) with no activity since `cutoff`: sent
 * before it, and no note, history event or repeat enquiry since (lib/retention/policy.ts).
 */
export function inactiveSince(cutoff: Date): Prisma.EnquiryWhereInput {
  return {
    repeatOfId: null,
    createdAt: { lt: cutoff },
    notes: { none: { createdAt: { gte: cutoff } } },
    events: { none: { createdAt: { gte: cutoff } } },
    repeats: { none: { createdAt: { gte: cutoff } } },
  };
}

/** Leads that are erased, not kept for accounting: every stage but Won. */
export const erasable: Prisma.EnquiryWhereInput = { stage: { not: 'won' } };

/** How many leads will be due for erasure within the next 30 days (those already due included). */
export async function countDueForErasure(now: Date, retentionMonths: number): Promise<number> {
  const horizon = new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60_000);
  const prisma = await db();
  return prisma.enquiry.count({ where: { ...erasable, ...inactiveSince(inactivityCutoff(horizon, retentionMonths)) } });
}
