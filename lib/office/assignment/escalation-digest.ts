import type { Prisma } from '@/lib/generated/prisma/client';
import { escalationDigestText, type EscalatedLead } from '@/lib/mail/templates/advisor-notice';
import { queueStaffNotice } from '@/lib/office/notify/advisor-notice';
import { databaseEngine, db } from '@/lib/platform/db';
import 'server-only';
import type { ClockStep } from './clock';

type Tx = Prisma.TransactionClient;

/**
 * How long an escalation waits for others before the admins are told: the escalations of a burst (a busy hour's
 * leads all running out together) reach them as one digest, not one mail each.
 */
const DIGEST_WINDOW_MS = 60_000;

/** When the admins' digest of a lead escalated now is due (an escalated lead's `clockNextAt` until it is sent). */
export function digestDueAt(now: Date): Date {
  return new Date(now.getTime() + DIGEST_WINDOW_MS);
}

const escalated: ClockStep = 'escalated';

/**
 * The escalated leads not yet in a digest, claimed for this transaction: on PostgreSQL rows another worker is
 * putting in its digest are skipped (FOR UPDATE SKIP LOCKED), not waited for; on SQLite the transaction is the only writer.
 */
async function claimUntold(tx: Tx): Promise<string[]> {
  if (databaseEngine() === 'postgres') {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Enquiry" WHERE "clockStep" = ${escalated} AND "clockNextAt" IS NOT NULL FOR UPDATE SKIP LOCKED`;
    return rows.map((row) => row.id);
  }
  const rows = await tx.lead.findMany({ where: { clockStep: escalated, clockNextAt: { not: null } }, select: { id: true } });
  return rows.map((row) => row.id);
}

/**
 * Once the first untold escalation's window has passed, tells every active admin, in one notice each, of all the
 * leads escalated since the last digest and what became of each; they are marked told in the same transaction.
 * Returns how many leads the digest named (0 when none was due).
 */
export async function queueEscalationDigest(now: Date): Promise<number> {
  const prisma = await db();
  const due = await prisma.lead.count({ where: { clockStep: escalated, clockNextAt: { lte: now } } });
  if (due === 0) return 0;
  return prisma.$transaction(async (tx) => {
    const ids = await claimUntold(tx);
    if (ids.length === 0) return 0;
    const leads = await tx.lead.findMany({
      where: { id: { in: ids } },
      orderBy: [{ clockNextAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        owner: { select: { name: true } },
        events: { where: { kind: escalated }, orderBy: { createdAt: 'desc' }, take: 1 },
      },
    });
    const told: EscalatedLead[] = leads.map((lead) => ({
      id: lead.id,
      name: lead.name,
      from: lead.events[0]?.fromValue ?? null,
      to: lead.owner?.name ?? null,
    }));
    await tx.lead.updateMany({ where: { id: { in: ids } }, data: { clockNextAt: null } });
    const admins = await tx.staffUser.findMany({ where: { role: 'admin', active: true }, select: { id: true }, orderBy: { id: 'asc' } });
    const text = escalationDigestText(told);
    for (const admin of admins) await queueStaffNotice(tx, admin.id, told[0]!.id, text, now);
    return told.length;
  });
}
