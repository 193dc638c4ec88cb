import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { db } from '@/lib/platform/db';
import 'server-only';
import { handOnWaitingLeads } from './clock-steps';

/** Why an advisor is away: no rule gives them a lead, and a move passes them by, until they are back. */
export const awayReasons = { leave: 'On leave', 'off-shift': 'Off shift' } as const;
export type AwayReason = keyof typeof awayReasons;

export async function awayReasonOf(staffId: string): Promise<AwayReason | null> {
  const prisma = await db();
  const row = await prisma.staffUser.findUnique({ where: { id: staffId }, select: { awayReason: true } });
  return (Object.keys(awayReasons) as AwayReason[]).find((reason) => reason === row?.awayReason) ?? null;
}

/**
 * Marks the member away for a reason, or back (null); anything else is refused, changing nothing. Going away hands
 * the leads waiting for their first call to the pool at once (their notices sent now, not at the outbox's next poll).
 */
export async function setAway(staffId: string, reason: unknown, now = new Date()): Promise<void> {
  const known = reason === '' || reason === null ? null : (Object.keys(awayReasons) as AwayReason[]).find((value) => value === reason);
  if (known === undefined) throw new Error('Choose on leave, off shift, or available.');
  const prisma = await db();
  await prisma.staffUser.update({ where: { id: staffId }, data: { awayReason: known } });
  if (known && (await handOnWaitingLeads(staffId, now)) > 0) wakeOutbox();
}
