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
  const [conversation, version, templates, consents, settings, templateSync] = await Promise.all([
    openConversation(viewer, lead.id, address),
    conversationVersion(lead.id),
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
