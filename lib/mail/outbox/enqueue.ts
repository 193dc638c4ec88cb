import { randomUUID } from 'node:crypto';
import { configuredChannels, type Channel } from './channels';

export type OutboxRow = { id: string; channel: Channel; leadId?: string; applicationId?: string };

/** A delivery id in the Standard Webhooks style; also the `webhook-id` a receiver dedupes on. */
export const newDeliveryId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * The outbox rows a new lead needs, one per configured channel, for the caller to write in the
 * same transaction as the lead. A buyer confirmation goes only to a buyer who gave an e-mail
 * address, and never for a possible-spam row: a bot must not make the site mail strangers.
 */
export function outboxRowsForLead(lead: { id: string; email: string | null; spam: boolean }): OutboxRow[] {
  return configuredChannels()
    .filter((channel) => channel === 'lead-email' || channel === 'webhook' || (channel === 'buyer-email' && lead.email && !lead.spam))
    .map((channel) => ({ id: newDeliveryId(), channel, leadId: lead.id }));
}

/** The outbox rows a new job application needs: the careers mailbox, when configured. */
export function outboxRowsForApplication(application: { id: string }): OutboxRow[] {
  return configuredChannels()
    .filter((channel) => channel === 'careers-email')
    .map((channel) => ({ id: newDeliveryId(), channel, applicationId: application.id }));
}
