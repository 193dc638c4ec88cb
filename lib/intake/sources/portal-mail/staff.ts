import { storeSourcedLead } from '@/lib/intake/sources/store-sourced-lead';
import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { istToday } from '@/lib/platform/time/india';
import 'server-only';
import { readLead } from './lead-from-mail';
import { readPortalMail } from './portal-mail';
import { portalMailRun } from './run-state';
import { storePortalLead, type StoreLead } from './store-portal-lead';
import { storedLeadOf } from './stored-mails';

/** What /admin/sources shows of the portal mailbox. */
export type PortalMailStatus = {
  configured: boolean;
  /** The settings still needed before the mailbox is read. */
  missing: string[];
  lastRunAt: Date | null;
  lastOkAt: Date | null;
  lastLeadAt: Date | null;
  /** Leads stored from portal mails since midnight, India time. */
  todayCount: number;
  lastError: { message: string; at: Date } | null;
  /** Mails no parser could read, waiting for staff. */
  openUnreadable: number;
};

export async function portalMailStatus(now: Date = new Date(), settings = env()): Promise<PortalMailStatus> {
  const prisma = await db();
  const midnight = new Date(`${istToday(now)}T00:00:00+05:30`);
  const [run, last, todayCount, openUnreadable] = await Promise.all([
    portalMailRun(),
    prisma.portalMailLead.findFirst({ orderBy: { storedAt: 'desc' }, select: { storedAt: true } }),
    prisma.portalMailLead.count({ where: { storedAt: { gte: midnight } } }),
    prisma.unreadableMail.count({ where: { state: 'open' } }),
  ]);
  return {
    configured: settings.PORTAL_IMAP_URL !== undefined,
    missing: settings.PORTAL_IMAP_URL === undefined ? ['PORTAL_IMAP_URL'] : [],
    lastRunAt: run?.lastRunAt ?? null,
    lastOkAt: run?.lastOkAt ?? null,
    lastLeadAt: last?.storedAt ?? null,
    todayCount,
    lastError: run?.lastError && run.lastErrorAt ? { message: run.lastError, at: run.lastErrorAt } : null,
    openUnreadable,
  };
}

/** The mails no parser could read, newest first, with their text for staff to read. */
export async function listUnreadableMails() {
  const prisma = await db();
  return prisma.unreadableMail.findMany({
    where: { state: 'open' },
    orderBy: { createdAt: 'desc' },
    select: { id: true, messageId: true, from: true, subject: true, receivedAt: true, text: true, reason: true, createdAt: true },
  });
}

/**
 * A mail off the list keeps only its Message-ID, sender, subject and state (so that a copy delivered
 * again stays off it): its content, the buyer's personal data, now lives on the lead or is not wanted.
 */
const FORGET_CONTENT = { raw: new Uint8Array(0), text: '' };

export type RetryOutcome = { kind: 'stored'; leadId: string } | { kind: 'unreadable'; reason: string } | { kind: 'not-found' };

/**
 * Reads a kept mail again with today's parsers (after one was fixed or added): its lead is stored
 * once, as if the mailbox had delivered it, and the mail leaves the list; still unreadable, it stays
 * with the new reason.
 */
export async function retryUnreadableMail(id: string, options: { store?: StoreLead; now?: Date } = {}): Promise<RetryOutcome> {
  const { store = storeSourcedLead, now = new Date() } = options;
  const prisma = await db();
  const row = await prisma.unreadableMail.findFirst({ where: { id, state: 'open' } });
  if (!row) return { kind: 'not-found' };
  const mail = await readPortalMail(Buffer.from(row.raw));
  const reading = readLead(mail, now);
  if (reading.kind === 'unreadable') {
    await prisma.unreadableMail.update({ where: { id }, data: { reason: reading.reason } });
    return reading;
  }
  const leadId = (await storedLeadOf(mail.messageId)) ?? (await storePortalLead(reading, mail.messageId, store, now)).leadId;
  await prisma.unreadableMail.updateMany({ where: { id, state: 'open' }, data: { state: 'retried', leadId, ...FORGET_CONTENT } });
  return { kind: 'stored', leadId };
}

/** Takes a mail off the list for good (not a lead: a newsletter, a portal's notice), forgetting its content. False when it is not on the list. */
export async function dismissUnreadableMail(id: string): Promise<boolean> {
  const prisma = await db();
  const { count } = await prisma.unreadableMail.updateMany({
    where: { id, state: 'open' },
    data: { state: 'dismissed', ...FORGET_CONTENT },
  });
  return count === 1;
}
