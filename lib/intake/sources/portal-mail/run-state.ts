import { db } from '@/lib/platform/db';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import 'server-only';

const RUN_ID = 'portal-mail';

/**
 * Takes the mailbox for `holder` until now + leaseMs, if no other holder has it: one compare-and-set
 * on the one row, so of instances racing only one reads the mailbox. A lease left by a crashed
 * instance runs out, and the next run takes it.
 */
export async function claimPortalMailLease(holder: string, now: Date, leaseMs: number): Promise<boolean> {
  const prisma = await db();
  try {
    await prisma.portalMailRun.create({ data: { id: RUN_ID } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const { count } = await prisma.portalMailRun.updateMany({
    where: { id: RUN_ID, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }, { holder }] },
    data: { holder, leaseUntil: new Date(now.getTime() + leaseMs), lastRunAt: now },
  });
  return count === 1;
}

/** Gives the lease back, with how the run ended: ok, or the error that stopped it or one of its mails. */
export async function releasePortalMailLease(holder: string, at: Date, error: string | null): Promise<void> {
  const prisma = await db();
  await prisma.portalMailRun.updateMany({
    where: { id: RUN_ID, holder },
    data: { holder: null, leaseUntil: null, ...(error === null ? { lastOkAt: at } : { lastError: error.slice(0, 500), lastErrorAt: at }) },
  });
}

export async function portalMailRun() {
  const prisma = await db();
  return prisma.portalMailRun.findUnique({ where: { id: RUN_ID } });
}
