import { isMarketable } from '@/lib/compliance/consent/status';
import { sourceSettings } from '@/lib/intake/sources/settings';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import 'server-only';
import { conversationVersion, openConversation } from './conversation';
import { whatsappGraph } from './graph-settings';
import { templateSyncState } from './template-schedule';
import { approvedTemplates, templateChoices } from './templates';

/** Everything the lead page shows of the buyer's WhatsApp conversation, opened (read, logged) for the viewer. */
export async function leadConversation(
  viewer: StaffMember,
  lead: { id: string; name: string; projectName: string | null },
  address: string,
) {
  const prisma = await db();
  // The version is read before the messages, never beside them: read after a reply was sent, it would name a tick the
  // thread read before it does not show, and the page's live refresh, seeing no change, would keep the stale thread.
  // Read first, a change in between only costs one refresh more.
  const version = await conversationVersion(lead.id);
  const [conversation, templates, consents, settings, templateSync] = await Promise.all([
    openConversation(viewer, lead.id, address),
    approvedTemplates(),
    prisma.consentRecord.findMany({
      where: { OR: [{ leadId: lead.id }, { lead: { repeatOfId: lead.id } }] },
      select: { kind: true, purposes: true, createdAt: true },
    }),
    sourceSettings(),
    templateSyncState(),
  ]);
  return {
    conversation,
    version,
    templates: templateChoices(templates, lead, viewer.name, isMarketable(consents)),
    whatsappOn: whatsappGraph(settings) !== null,
    templateSync,
  };
}
