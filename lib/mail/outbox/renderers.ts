import type { MailMessage } from '@/lib/mail/message';
import type { Env } from '@/lib/platform/env';
import type { Channel } from './channels';
import type { ClaimedDelivery, DeliveryRecords } from './store';

/**
 * What a delivery becomes at send time: a mail for the mail server, a body to sign and post to the webhook, or a send
 * its owner makes itself (a WhatsApp message through the Graph API), throwing a DeliveryError when it did not go through.
 */
export type Rendered = { mail: MailMessage } | { webhookBody: string } | { send: (deadline: AbortSignal) => Promise<void> };

export type RenderContext = { delivery: ClaimedDelivery; records: DeliveryRecords; settings: Env; now: Date };

/** Renders one claimed delivery; throws a DeliveryError (kept for retry) when it cannot, say because its record is gone. */
export type ChannelRenderer = (context: RenderContext) => Promise<Rendered>;

/**
 * The channels rendered from a record another wing keeps (a lead, a job application). Their owner hands the worker
 * its renderers where the process starts; the outbox's own channels (prepared mails and events, push) need none.
 */
export type RecordChannel = Exclude<Channel, 'notice-email' | 'event-webhook' | 'push'>;
export type RecordRenderers = Partial<Record<RecordChannel, ChannelRenderer>>;

/** The reason a delivery of a channel nobody registered a renderer for fails with (and is retried on the schedule). */
export const unregisteredChannelError = (channel: Channel) =>
  `no renderer is registered for the ${channel} channel (the outbox worker was started without it)`;
