import { db } from '@/lib/platform/db';
import 'server-only';
import type { PortalMail } from './portal-mail';

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

/**
 * The lead already stored from this mail, or from another mail with the same portal lead id (a portal
 * that sends a lead twice); null when it is new.
 */
export async function storedLeadOf(messageId: string, portal?: { source: string; portalLeadId: string }): Promise<string | null> {
  const prisma = await db();
  const row = await prisma.portalMailLead.findFirst({
    where: { OR: [{ messageId }, ...(portal ? [{ source: portal.source, portalLeadId: portal.portalLeadId }] : [])] },
    select: { leadId: true },
  });
  return row?.leadId ?? null;
}

/** Records that the mail's lead is stored. A second record of the same mail or lead (two runs racing) is no error. */
export async function recordStoredMail(entry: {
  messageId: string;
  source: string;
  portalLeadId: string;
  leadId: string;
  at: Date;
}): Promise<void> {
  const prisma = await db();
  try {
    await prisma.portalMailLead.create({
      data: {
        messageId: entry.messageId,
        source: entry.source,
        portalLeadId: entry.portalLeadId,
        leadId: entry.leadId,
        storedAt: entry.at,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Keeps a mail no parser read, once per Message-ID; a copy already kept keeps its state (a dismissed one stays dismissed). */
export async function keepUnreadableMail(mail: PortalMail, raw: Buffer, reason: string, at: Date): Promise<void> {
  const prisma = await db();
  try {
    await prisma.unreadableMail.create({
      data: {
        messageId: mail.messageId,
        from: mail.from,
        subject: mail.subject.slice(0, 500),
        receivedAt: mail.sentAt ?? at,
        raw: new Uint8Array(raw),
        text: mail.text.slice(0, 100_000),
        reason,
        createdAt: at,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
