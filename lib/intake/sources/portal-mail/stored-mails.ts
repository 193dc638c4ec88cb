import { db } from '@/lib/platform/db';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import 'server-only';
import type { PortalMail } from './portal-mail';

/** The lead already stored from this mail (a mail delivered twice), or null. */
export async function storedLeadOf(messageId: string): Promise<string | null> {
  const prisma = await db();
  const row = await prisma.portalMailLead.findFirst({ where: { messageId }, select: { leadId: true } });
  return row?.leadId ?? null;
}

export type PortalLeadKey = { source: string; portalLeadId: string; contactKey: string };

/**
 * The leads already stored under the portal's lead id: the one of the same buyer (a portal that sends
 * a lead twice; a mail stored before buyers were told apart counts as the same), and another buyer's.
 */
export async function leadsWithPortalId(key: PortalLeadKey): Promise<{ same: string | null; other: string | null }> {
  const prisma = await db();
  const rows = await prisma.portalMailLead.findMany({
    where: { source: key.source, portalLeadId: key.portalLeadId },
    select: { leadId: true, contactKey: true },
    orderBy: { storedAt: 'asc' },
  });
  const same = rows.find((row) => row.contactKey === key.contactKey || row.contactKey === '');
  return { same: same?.leadId ?? null, other: rows[0]?.leadId ?? null };
}

/** Records that the mail's lead is stored. A second record of the same mail or lead (two runs racing) is no error. */
export async function recordStoredMail(entry: PortalLeadKey & { messageId: string; leadId: string; at: Date }): Promise<void> {
  const prisma = await db();
  try {
    await prisma.portalMailLead.create({
      data: {
        messageId: entry.messageId,
        source: entry.source,
        portalLeadId: entry.portalLeadId,
        contactKey: entry.contactKey,
        leadId: entry.leadId,
        storedAt: entry.at,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** The most of a could-not-read mail kept: a lead notice is a few KB; the rest is attachments or a flood. */
export const MAX_KEPT_RAW = 256 * 1024;
const MAX_KEPT_TEXT = 100_000;

/** What of a could-not-read mail is kept, and the reason, saying what was dropped. */
function keptPart(mail: PortalMail, raw: Buffer, reason: string) {
  const dropped = [
    raw.length > MAX_KEPT_RAW ? `the mail was ${raw.length} bytes: only its first ${MAX_KEPT_RAW} are kept` : null,
    mail.text.length > MAX_KEPT_TEXT ? `its text was cut to ${MAX_KEPT_TEXT} characters` : null,
  ].filter(Boolean);
  return {
    raw: new Uint8Array(raw.subarray(0, MAX_KEPT_RAW)),
    text: mail.text.slice(0, MAX_KEPT_TEXT),
    reason: dropped.length ? `${reason} (${dropped.join('; ')})` : reason,
  };
}

/**
 * Keeps a mail no parser read, once per Message-ID, cut to MAX_KEPT_RAW bytes; a copy already kept
 * keeps its state (a dismissed one stays dismissed).
 */
export async function keepUnreadableMail(mail: PortalMail, raw: Buffer, reason: string, at: Date): Promise<void> {
  const prisma = await db();
  try {
    await prisma.unreadableMail.create({
      data: {
        messageId: mail.messageId,
        from: mail.from,
        subject: mail.subject.slice(0, 500),
        receivedAt: mail.sentAt ?? at,
        ...keptPart(mail, raw, reason),
        createdAt: at,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
