import { db } from '@/lib/platform/db';
import 'server-only';
import { daysBefore, INTAKE_EVENT_FAILED_DAYS, INTAKE_EVENT_STORED_DAYS, UNREADABLE_MAIL_DAYS } from './policy';

export type IntakePurge = { intakeEvents: number; unreadableMails: number };

/**
 * Deletes what outside senders sent once it has served: deliveries stored as leads (30 days on) or failed for good
 * (90 days after their last try), and could-not-read portal mails (90 days after they arrived). A delivery still
 * pending is never deleted: it is a lead not yet stored.
 */
export async function purgeIntakeRecords(now: Date): Promise<IntakePurge> {
  const prisma = await db();
  const stored = await prisma.intakeEvent.deleteMany({
    where: { state: 'stored', updatedAt: { lt: daysBefore(now, INTAKE_EVENT_STORED_DAYS) } },
  });
  const failed = await prisma.intakeEvent.deleteMany({
    where: { state: 'failed', updatedAt: { lt: daysBefore(now, INTAKE_EVENT_FAILED_DAYS) } },
  });
  const mails = await prisma.unreadableMail.deleteMany({ where: { receivedAt: { lt: daysBefore(now, UNREADABLE_MAIL_DAYS) } } });
  return { intakeEvents: stored.count + failed.count, unreadableMails: mails.count };
}
