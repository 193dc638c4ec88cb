import { lastErasureOf } from '@/lib/compliance/privacy/tombstone';
import type { Tx } from '@/lib/platform/db/tx';
import { openStages } from './stages';

/** How far back an open lead still takes a buyer's new enquiry as a repeat. */
export const REPEAT_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * The open lead of the last 30 days with this phone key, which a new enquiry from the same buyer
 * joins instead of becoming a second lead; the oldest one, so every repeat lands on the lead
 * staff are already working. Nothing from before an erasure of this phone counts (its tombstone), so
 * a person who had their history erased starts afresh as a new lead. A source's test lead is no buyer's lead.
 */
export async function findOpenLead(tx: Tx, phoneKey: string | undefined, now: Date): Promise<{ id: string } | null> {
  if (!phoneKey) return null;
  const windowStart = new Date(now.getTime() - REPEAT_WINDOW_MS);
  const erasedAt = await lastErasureOf(tx, phoneKey);
  const since = erasedAt && erasedAt > windowStart ? { gt: erasedAt } : { gte: windowStart };
  return tx.lead.findFirst({
    where: {
      phoneKey,
      repeatOfId: null,
      spam: false,
      isTest: false,
      stage: { in: [...openStages] },
      createdAt: since,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
}
