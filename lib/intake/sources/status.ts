import { db } from '@/lib/platform/db';
import type { Env } from '@/lib/platform/env';
import { istDayStart, istToday } from '@/lib/platform/time/india';
import 'server-only';
import { portalMailStatus } from './portal-mail/staff';
import { sources, type SourceEntry } from './registry';
import { sourceSettings } from './settings';

export type SourceStatus = {
  id: string;
  label: string;
  how: string;
  missing: string[];
  lastLeadAt: Date | null;
  /** WhatsApp: when the buyers' last message came in, whichever lead it joined. */
  lastMessageAt?: Date | null;
  today: number;
  lastError: { message: string; at: Date } | null;
};

async function statusOf(source: SourceEntry, dayStart: Date, settings: Env, now: Date): Promise<SourceStatus> {
  const prisma = await db();
  const where =
    'equals' in source.stored
      ? { source: source.stored.equals }
      : 'startsWith' in source.stored
        ? { source: { startsWith: source.stored.startsWith } }
        : { source: { in: source.stored.in } };
  const [last, today, failing] = await Promise.all([
    prisma.lead.findFirst({ where, orderBy: { createdAt: 'desc' }, select: { createdAt: true } }),
    prisma.lead.count({ where: { ...where, createdAt: { gte: dayStart }, isTest: false } }),
    prisma.intakeEvent.findFirst({
      where: { ...where, lastError: { not: null } },
      orderBy: { updatedAt: 'desc' },
      select: { lastError: true, updatedAt: true },
    }),
  ]);
  const lastMessage =
    source.id === 'whatsapp'
      ? await prisma.intakeEvent.findFirst({
          where: { source: 'whatsapp', externalId: { startsWith: 'wamid.' } },
          orderBy: { createdAt: 'desc' },
          select: { createdAt: true },
        })
      : undefined;
  // The mailbox's errors are its runs' (a refused connection, a bad login), not an event's.
  const mailbox = source.id === 'portals' ? await portalMailStatus(now, settings) : null;
  const eventError = failing?.lastError ? { message: failing.lastError, at: failing.updatedAt } : null;
  return {
    id: source.id,
    label: source.label,
    how: source.how,
    missing: source.missing(settings),
    lastLeadAt: last?.createdAt ?? null,
    ...(lastMessage !== undefined && { lastMessageAt: lastMessage?.createdAt ?? null }),
    today,
    lastError: mailbox ? mailbox.lastError : eventError,
  };
}

/** Each source as staff see it on /admin/sources: set up or what is missing, its last lead, today's count (India time), its last error. */
export async function sourceStatuses(now = new Date()): Promise<SourceStatus[]> {
  const dayStart = istDayStart(istToday(now));
  const settings = await sourceSettings();
  return Promise.all(sources.map((source) => statusOf(source, dayStart, settings, now)));
}
