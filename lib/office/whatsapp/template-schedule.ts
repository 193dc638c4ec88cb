import { db } from '@/lib/platform/db';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import type { Env } from '@/lib/platform/env';
import 'server-only';
import { whatsappGraph } from './graph-settings';
import { syncTemplates } from './templates';

const SYNC_ID = 'templates';
/** How often the approved templates are fetched again on their own (a template approved since shows without the button). */
export const SYNC_EVERY_MS = 6 * 60 * 60_000;
/** When a claimed sync is tried again if it failed or its instance died: long enough for any sync to finish. */
export const RETRY_AFTER_MS = 15 * 60_000;

/**
 * Takes the due sync, if it is due and no other instance took it: one compare-and-set moving nextDueAt a quarter of an
 * hour on, so of instances racing only one syncs, and a sync that failed (or whose instance died) is due again then.
 * A database never synced is due at once.
 */
export async function claimTemplateSync(now: Date): Promise<boolean> {
  const prisma = await db();
  try {
    await prisma.whatsAppTemplateSync.create({ data: { id: SYNC_ID } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const { count } = await prisma.whatsAppTemplateSync.updateMany({
    where: { id: SYNC_ID, OR: [{ nextDueAt: null }, { nextDueAt: { lte: now } }] },
    data: { nextDueAt: new Date(now.getTime() + RETRY_AFTER_MS), lastRunAt: now },
  });
  return count === 1;
}

/** Records how a sync ended: one that worked is next due six hours on; a failure keeps its error for the lead page. */
async function recordTemplateSync(startedAt: Date, at: Date, error: string | null): Promise<void> {
  const prisma = await db();
  const outcome =
    error === null
      ? { lastOkAt: at, nextDueAt: new Date(at.getTime() + SYNC_EVERY_MS) }
      : { lastError: error.slice(0, 500), lastErrorAt: at };
  await prisma.whatsAppTemplateSync.upsert({
    where: { id: SYNC_ID },
    create: { id: SYNC_ID, lastRunAt: startedAt, ...outcome },
    update: { lastRunAt: startedAt, ...outcome },
  });
}

/** Syncs the templates now (the button, or a claimed scheduled run) and records the outcome; answers the number approved. */
export async function syncTemplatesRecorded(settings: Env, now = new Date()): Promise<number> {
  try {
    const approved = await syncTemplates(settings, now);
    await recordTemplateSync(now, new Date(), null);
    return approved;
  } catch (error) {
    await recordTemplateSync(now, new Date(), (error as Error).message);
    throw error;
  }
}

export type ScheduledSync = 'not-set-up' | 'not-due' | 'synced' | 'failed';

/** A tick of the schedule on one instance: syncs when WhatsApp is set up, the sync is due, and this instance claimed it. */
export async function syncTemplatesIfDue(settings: Env, now = new Date()): Promise<ScheduledSync> {
  if (!whatsappGraph(settings)) return 'not-set-up';
  if (!(await claimTemplateSync(now))) return 'not-due';
  try {
    await syncTemplatesRecorded(settings, now);
    return 'synced';
  } catch {
    return 'failed';
  }
}

export type TemplateSyncState = { lastOkAt: Date | null; lastError: string | null; lastErrorAt: Date | null; nextDueAt: Date | null };

/** What the lead page says under the button: when the templates were last fetched, and the last failure if it is newer. */
export async function templateSyncState(): Promise<TemplateSyncState> {
  const prisma = await db();
  const row = await prisma.whatsAppTemplateSync.findUnique({ where: { id: SYNC_ID } });
  return {
    lastOkAt: row?.lastOkAt ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt ?? null,
    nextDueAt: row?.nextDueAt ?? null,
  };
}
