import type { SourcedLead } from '@/lib/intake/sources/sourced-lead';
import { storeSourcedLead } from '@/lib/intake/sources/store-sourced-lead';
import type { MessageEvent } from '@/lib/intake/sources/whatsapp/payload';
import { wakeOutbox } from '@/lib/mail/outbox/wake';
import { findOpenLead } from '@/lib/office/leads/repeat';
import { queueStaffNotice } from '@/lib/office/notify/advisor-notice';
import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import { isUniqueViolation } from '@/lib/platform/db/unique-violation';
import { normalisedPhone } from '@/lib/platform/text/phone-key';
import { projectOfReference } from '@/lib/site/page/whatsapp-reference';
import 'server-only';
import { contentOf, isStopRequest, messagePreview, type MessageContent } from './message-content';

/** Messages closer together than this are one burst: its owner is told of the first, not of each. */
export const BURST_GAP_MS = 10 * 60_000;

/**
 * A new lead from the first message of a number no open lead has: source WhatsApp, its first touch the
 * Click-to-WhatsApp ad it came from (channel Paid social) or WhatsApp itself, the page and project a "Ref NR-…" names,
 * and contact consent as "wrote to us on WhatsApp". Stored, assigned and announced as every source's lead is.
 */
function sourcedLeadOf(event: MessageEvent, content: MessageContent, phone: string, receivedAt: Date): SourcedLead {
  const { message, profileName } = event;
  const referral = message.referral;
  const project = projectOfReference(content.body);
  const fromAd = Boolean(referral && (referral.ctwa_clid || referral.source_type === 'ad'));
  const ids = Object.fromEntries(
    Object.entries({
      wa_id: message.from,
      ctwa_clid: referral?.ctwa_clid,
      ad_source_id: referral?.source_id,
      ad_source_url: referral?.source_url,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    source: 'whatsapp',
    externalId: message.id,
    name: profileName ?? `WhatsApp ${phone}`,
    phone,
    message: messagePreview(content),
    projectName: project?.name ?? null,
    project: project ? { developer: project.developer, id: project.id, pagePath: project.pagePath } : null,
    receivedAt,
    attribution: fromAd
      ? { channel: 'paid-social', source: 'facebook', campaign: referral?.headline ?? null, ids }
      : referral
        ? { channel: 'organic-social', source: 'facebook', campaign: referral.headline ?? null, ids }
        : { channel: 'whatsapp', source: 'whatsapp', campaign: project ? `Ref ${project.name}` : null, ids },
    consent: { form: 'wrote to us on WhatsApp' },
  };
}

/** The lead the message belongs to: the buyer's open lead by the repeat rule, else a new one made of it. */
async function leadFor(event: MessageEvent, content: MessageContent, now: Date): Promise<{ id: string; isNew: boolean }> {
  const phone = normalisedPhone(`+${event.message.from}`);
  const prisma = await db();
  const open = phone ? await prisma.$transaction((tx) => findOpenLead(tx, phone.key, now)) : null;
  if (open) return { id: open.id, isNew: false };
  // A message that made its lead before (a retry after a crash) finds it by its id: storeSourcedLead keys leads so.
  const stored = await storeSourcedLead(sourcedLeadOf(event, content, phone?.e164 ?? `+${event.message.from}`, sentAtOf(event)), now);
  // An open lead stored meanwhile (the buyer's other message, on another instance) made this one its repeat: the
  // conversation lives on the lead staff work.
  const row = await prisma.lead.findUniqueOrThrow({ where: { id: stored.leadId }, select: { repeatOfId: true } });
  return row.repeatOfId ? { id: row.repeatOfId, isNew: false } : { id: stored.leadId, isNew: true };
}

const sentAtOf = (event: MessageEvent) => new Date(Number(event.message.timestamp) * 1000);

/** The owner hears of a new conversation, and of a message after a quiet spell; not of every message of a burst. */
async function noticeOwner(tx: Tx, leadId: string, previousInboundAt: Date | null, content: MessageContent, now: Date) {
  const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { ownerId: true, name: true } });
  if (!lead?.ownerId) return;
  if (previousInboundAt && now.getTime() - previousInboundAt.getTime() < BURST_GAP_MS) return;
  await queueStaffNotice(
    tx,
    lead.ownerId,
    leadId,
    {
      title: previousInboundAt ? `WhatsApp from ${lead.name}` : `New WhatsApp conversation: ${lead.name}`,
      body: messagePreview(content).slice(0, 160),
      path: `/admin/leads/${encodeURIComponent(leadId)}#whatsapp`,
      tag: `whatsapp-${leadId}`,
    },
    now,
  );
  await tx.whatsAppThread.update({ where: { leadId }, data: { noticeAt: now } });
}

/**
 * Files one inbound message on its lead, once per its wamid however often Meta delivers it: the message, the
 * conversation's window and unread count, the first-contact clock stopped on a lead the buyer now writes about (the
 * "replied on WhatsApp" event, recorded by the site), a STOP's withdrawal of marketing consent, and a notice to the
 * owner once per burst. A new number's first message becomes the lead itself, assigned (and announced) as it is stored.
 */
export async function fileInboundMessage(
  event: MessageEvent,
  now: Date,
): Promise<{ leadId: string; messageId: string; mediaId: string | null }> {
  const prisma = await db();
  const known = await prisma.whatsAppMessage.findUnique({
    where: { wamid: event.message.id },
    select: { id: true, leadId: true, mediaId: true, mediaState: true },
  });
  if (known) return { leadId: known.leadId, messageId: known.id, mediaId: known.mediaState === 'waiting' ? known.mediaId : null };
  const content = contentOf(event.message);
  const lead = await leadFor(event, content, now);
  const sentAt = sentAtOf(event);
  try {
    const messageId = await prisma.$transaction(async (tx) => {
      const thread = await tx.whatsAppThread.findUnique({ where: { leadId: lead.id } });
      const stored = await tx.whatsAppMessage.create({
        data: {
          leadId: lead.id,
          direction: 'in',
          wamid: event.message.id,
          kind: content.kind,
          body: content.body,
          detail: content.detail,
          mediaId: content.mediaId,
          mediaState: content.mediaId ? 'waiting' : null,
          status: 'received',
          sentAt,
          createdAt: now,
        },
        select: { id: true },
      });
      const lastInboundAt = thread?.lastInboundAt && thread.lastInboundAt > sentAt ? thread.lastInboundAt : sentAt;
      await tx.whatsAppThread.upsert({
        where: { leadId: lead.id },
        create: {
          leadId: lead.id,
          waId: event.message.from,
          profileName: event.profileName,
          lastInboundAt,
          lastMessageAt: sentAt,
          unread: 1,
          createdAt: now,
        },
        update: {
          waId: event.message.from,
          profileName: event.profileName ?? undefined,
          lastInboundAt,
          lastMessageAt: thread && thread.lastMessageAt > sentAt ? thread.lastMessageAt : sentAt,
          unread: { increment: 1 },
        },
      });
      if (!lead.isNew) {
        // The buyer writing about a lead they already had is the first contact ("replied on WhatsApp"), recorded once.
        const { count } = await tx.lead.updateMany({ where: { id: lead.id, firstContactedAt: null }, data: { firstContactedAt: now } });
        if (count === 1)
          await tx.leadEvent.create({ data: { leadId: lead.id, kind: 'whatsapp-reply', detail: 'recorded by the site', createdAt: now } });
        await noticeOwner(tx, lead.id, thread?.lastInboundAt ?? null, content, now);
      }
      if (isStopRequest(content)) {
        await tx.consentRecord.create({
          data: {
            leadId: lead.id,
            kind: 'withdrawn',
            purposes: JSON.stringify(['marketing']),
            form: `WhatsApp: the buyer wrote "${content.body}"`,
            createdAt: now,
          },
        });
      }
      return stored.id;
    });
    wakeOutbox();
    return { leadId: lead.id, messageId, mediaId: content.mediaId };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another worker filed it first.
    const winner = await prisma.whatsAppMessage.findUniqueOrThrow({
      where: { wamid: event.message.id },
      select: { id: true, leadId: true },
    });
    return { leadId: winner.leadId, messageId: winner.id, mediaId: null };
  }
}
