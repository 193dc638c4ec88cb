import { channelNames, type ChannelId } from '@/lib/intake/attribution/channel-names';
import type { SourceId } from './sourced-lead';

const portals: Record<string, string> = { '99acres': '99acres', magicbricks: 'MagicBricks', housing: 'Housing.com' };

/** How a source is named to staff and to the buyer: "Meta lead ads", "99acres", "Zapier (API)". */
export function sourceLabel(source: SourceId | string): string {
  if (source === 'meta') return 'Meta lead ads';
  if (source === 'google') return 'Google Ads lead forms';
  if (source === 'whatsapp') return 'WhatsApp';
  if (source === 'csv') return 'Spreadsheet import';
  if (source.startsWith('api:')) return `${source.slice(4)} (API)`;
  return portals[source] ?? source;
}

/** Whether a stored lead's `source` names an outside source rather than one of the website's forms. */
export function isOutsideSource(source: string): boolean {
  return (
    source === 'meta' || source === 'google' || source === 'whatsapp' || source === 'csv' || source.startsWith('api:') || source in portals
  );
}

/**
 * The stored channel id for a channel a source names, by id ('paid-social') or by label ('Paid social'),
 * so a source may use either; one this build does not know is kept as given, as the reports show it.
 */
export function channelIdOf(channel: string): ChannelId | string {
  const trimmed = channel.trim();
  if (trimmed in channelNames) return trimmed as ChannelId;
  const byLabel = Object.entries(channelNames).find(([, label]) => label.toLowerCase() === trimmed.toLowerCase());
  return byLabel ? (byLabel[0] as ChannelId) : trimmed;
}
