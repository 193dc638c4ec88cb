import { env, type Env } from '@/lib/platform/env';
import { pushOffReason } from '@/lib/platform/security/vapid-keys';

/** The channels a stored record can be delivered through. */
export const channels = [
  'lead-email',
  'buyer-email',
  'careers-email',
  'webhook',
  'notice-email',
  'event-webhook',
  'push',
  'whatsapp',
] as const;
export type Channel = (typeof channels)[number];

export const channelLabels: Record<Channel, string> = {
  'lead-email': 'E-mail to advisors',
  'buyer-email': 'Confirmation to the buyer',
  'careers-email': 'E-mail to careers',
  webhook: 'CRM webhook',
  'notice-email': 'E-mail to one person',
  'event-webhook': 'CRM webhook event',
  push: "Notification to the advisor's device",
  whatsapp: 'WhatsApp message to the buyer',
};

/** Why a channel is off, or null when its settings are complete. */
export function channelOffReason(channel: Channel, settings: Env = env()): string | null {
  // Push needs no setting on SQLite, where the site keeps generated keys; on PostgreSQL, the three VAPID settings.
  if (channel === 'push') return pushOffReason(settings);
  const missing = (names: (keyof Env)[]) => names.filter((name) => settings[name] === undefined);
  const needs: Record<Exclude<Channel, 'push'>, (keyof Env)[]> = {
    'lead-email': ['SMTP_URL', 'LEAD_EMAIL_FROM', 'LEAD_EMAIL_TO'],
    'buyer-email': ['SMTP_URL', 'LEAD_EMAIL_FROM'],
    'careers-email': ['SMTP_URL', 'LEAD_EMAIL_FROM', 'CAREERS_EMAIL_TO'],
    webhook: ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
    'notice-email': ['SMTP_URL', 'LEAD_EMAIL_FROM'],
    'event-webhook': ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
    // Its settings may be saved on /admin/sources rather than set here: its renderer reads them when it sends.
    whatsapp: [],
  };
  const unset = missing(needs[channel]);
  return unset.length === 0 ? null : `${unset.join(', ')} ${unset.length === 1 ? 'is' : 'are'} not set`;
}

/** The channels whose settings are complete. */
export function configuredChannels(settings: Env = env()): Channel[] {
  return channels.filter((channel) => channelOffReason(channel, settings) === null);
}
