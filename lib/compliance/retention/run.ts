import { purgeAccessLogBefore } from '@/lib/compliance/access-log/store';
import { purgeClosedRequests, purgeUnverifiedRequests } from '@/lib/compliance/privacy/purge';
import { hasOpenPrivacyRequest } from '@/lib/compliance/privacy/queue';
import type { Prisma } from '@/lib/generated/prisma/client';
import { channelOffReason } from '@/lib/mail/outbox/channels';
import { preparedMailRow, preparedWebhookRow } from '@/lib/mail/outbox/prepared';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { retentionWarningMail } from '@/lib/mail/templates/retention-warning';
import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import { istToday } from '@/lib/platform/time/india';
import 'server-only';
import { eraseDueApplications, type Opening } from './applications';
import { eraseLead, reduceToAccounting } from './erase';
import { purgeIntakeRecords } from './intake';
import { ACCESS_LOG_MONTHS, WARNING_NOTICE_MS, inactivityCutoff, monthsBefore, warnedEnoughBefore } from './policy';
import { erasable, inactiveSince, needsWarning, warningDeliveredBy } from './queries';

/** Whether a lead's buyer has an open privacy request; lib/compliance/privacy answers it, tests pass their own. */
type PrivacyHold = (lead: { id: string; email: string | null; phoneKey: string | null }) => Promise<boolean>;

export type RetentionSettings = {
  now: Date;
  months: number;
  siteUrl: string;
  isHeld?: PrivacyHold;
  /** The careers openings listed now; data/careerOpenings.json unless a test passes its own. */
  openings?: Opening[];
};

export type RetentionOutcome = {
  warned: number;
  erased: number;
  reduced: number;
  applicationsErased: number;
  /** Privacy requests deleted (never verified) or cleared of their personal fields (closed, their data gone). */
  privacyRequestsPurged: number;
  accessLogPurged: number;
  /** Lead-ads and tool deliveries, and could-not-read portal mails, past their time (lib/compliance/retention/intake.ts). */
  intakeEventsPurged: number;
  unreadableMailsPurged: number;
};

const candidateFields = { id: true, name: true, email: true, phoneKey: true, createdAt: true } as const;

/** Leads past their time that may go now: no e-mail to warn, or a warning delivered at least 48 hours ago. */
const readyToErase = (cutoff: Date, now: Date): Prisma.LeadWhereInput => ({
  ...erasable,
  ...inactiveSince(cutoff),
  OR: [{ email: null }, warningDeliveredBy(cutoff, warnedEnoughBefore(now))],
});

/** Runs `work` for each lead no privacy request holds; counts those it did something to. */
async function forEachFree<T extends { id: string; email: string | null; phoneKey: string | null }>(
  leads: T[],
  isHeld: PrivacyHold,
  work: (lead: T) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (const lead of leads) {
    if (await isHeld(lead)) continue;
    if (await work(lead)) done += 1;
  }
  return done;
}

/**
 * Queues the 48-hour notice to every due lead with an e-mail address that has no warning for its
 * current inactivity waiting or delivered (a warning that failed for good is replaced), and stamps
 * it, in one transaction. The stamp is compared and set, so of two runs racing only one queues it.
 */
export async function warnDueLeads({ now, months, siteUrl, isHeld = hasOpenPrivacyRequest }: RetentionSettings): Promise<number> {
  const cutoff = inactivityCutoff(now, months);
  const prisma = await db();
  const due = await prisma.lead.findMany({
    where: { ...erasable, ...inactiveSince(cutoff), email: { not: null }, ...needsWarning(cutoff) },
    select: { ...candidateFields, retentionWarnedAt: true },
  });
  const warned = await forEachFree(due, isHeld, async (lead) => {
    // Rendered before the transaction, so that it holds the database no longer than its writes take.
    const mail = await retentionWarningMail(
      { ...lead, email: lead.email ?? '' },
      { siteUrl, months, noticeHours: WARNING_NOTICE_MS / (60 * 60_000) },
    );
    return prisma.$transaction(async (tx) => {
      const { count } = await tx.lead.updateMany({
        where: { id: lead.id, retentionWarnedAt: lead.retentionWarnedAt },
        data: { retentionWarnedAt: now },
      });
      if (count === 0) return false;
      await tx.delivery.deleteMany({ where: { leadId: lead.id, channel: 'notice-email', state: 'failed' } });
      await tx.delivery.create({ data: { ...preparedMailRow(mail), leadId: lead.id, createdAt: now, nextAttemptAt: now } });
      return true;
    });
  });
  if (warned > 0) wakeOutbox();
  return warned;
}

/**
 * What the CRM is told of an erased lead, in the shape a privacy erasure sends (lib/compliance/privacy/erase.ts):
 * the lead and its repeats, and the deliveries through which the CRM received them.
 */
async function erasedEvent(tx: Tx, id: string) {
  const leads = await tx.lead.findMany({ where: { OR: [{ id }, { repeatOfId: id }] }, select: { id: true }, orderBy: { id: 'asc' } });
  const leadIds = leads.map((lead) => lead.id);
  const delivered = await tx.delivery.findMany({
    where: { channel: 'webhook', state: 'delivered', leadId: { in: leadIds } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return { leadIds, deliveryIds: delivered.map((row) => row.id) };
}

/** Erases the due leads whose warning was delivered 48 hours ago or more, or that had no address to warn. */
export async function eraseDueLeads({ now, months, isHeld = hasOpenPrivacyRequest }: RetentionSettings): Promise<number> {
  const cutoff = inactivityCutoff(now, months);
  const prisma = await db();
  const ready = await prisma.lead.findMany({ where: readyToErase(cutoff, now), select: candidateFields });
  // The CRM keeps its own copy of each lead: it is told to erase it too, when the webhook is set up.
  const tellCrm = channelOffReason('event-webhook') === null;
  const erased = await forEachFree(ready, isHeld, (lead) =>
    prisma.$transaction(async (tx) => {
      // Activity may have arrived since the list was read.
      if ((await tx.lead.count({ where: { id: lead.id, ...readyToErase(cutoff, now) } })) === 0) return false;
      const event = tellCrm ? await erasedEvent(tx, lead.id) : null;
      if (!(await eraseLead(tx, lead.id))) return false;
      if (event)
        await tx.delivery.create({ data: { ...preparedWebhookRow('lead.erased', event, now), createdAt: now, nextAttemptAt: now } });
      return true;
    }),
  );
  if (erased > 0 && tellCrm) wakeOutbox();
  return erased;
}

/** Clears the contact details of Won leads past their time, keeping what accounting needs. */
export async function reduceWonLeads({ now, months, isHeld = hasOpenPrivacyRequest }: RetentionSettings): Promise<number> {
  const cutoff = inactivityCutoff(now, months);
  const prisma = await db();
  const won = await prisma.lead.findMany({
    where: { stage: 'won', retentionReducedAt: null, ...inactiveSince(cutoff) },
    select: candidateFields,
  });
  return forEachFree(won, isHeld, (lead) => prisma.$transaction((tx) => reduceToAccounting(tx, lead.id, now)));
}

/**
 * One retention pass: erase what was warned in time, warn what is newly due, reduce Won leads, delete
 * the applications of filled positions, purge the privacy requests whose data is gone (after the
 * erasures, so that a request goes with the data it was about) and the old access log.
 */
export async function runRetention(settings: RetentionSettings): Promise<RetentionOutcome> {
  const { now, openings, isHeld = hasOpenPrivacyRequest } = settings;
  const erased = await eraseDueLeads(settings);
  const warned = await warnDueLeads(settings);
  const reduced = await reduceWonLeads(settings);
  const applicationsErased = await eraseDueApplications({ now, openings, isHeld });
  const privacyRequestsPurged = (await purgeUnverifiedRequests(now)) + (await purgeClosedRequests());
  const accessLogPurged = await purgeAccessLogBefore(monthsBefore(now, ACCESS_LOG_MONTHS));
  const intake = await purgeIntakeRecords(now);
  return {
    warned,
    erased,
    reduced,
    applicationsErased,
    privacyRequestsPurged,
    accessLogPurged,
    intakeEventsPurged: intake.intakeEvents,
    unreadableMailsPurged: intake.unreadableMails,
  };
}

/** Claims a day's run for this instance: the day's row is unique, so of instances racing only one inserts it. */
export async function claimRetentionDay(day: string, now: Date): Promise<boolean> {
  const prisma = await db();
  try {
    await prisma.retentionRun.create({ data: { day, startedAt: now } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The day's run, if no instance has claimed it yet (India time); null when another instance has. */
export async function runDailyRetention(settings: RetentionSettings): Promise<RetentionOutcome | null> {
  const day = istToday(settings.now);
  if (!(await claimRetentionDay(day, settings.now))) return null;
  const outcome = await runRetention(settings);
  const prisma = await db();
  await prisma.retentionRun.update({ where: { day }, data: { finishedAt: new Date(), outcome: JSON.stringify(outcome) } });
  return outcome;
}
