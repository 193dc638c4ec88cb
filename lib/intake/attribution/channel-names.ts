/**
 * The channels a lead's touch is grouped into (GA4's default channel group, adapted to an Indian
 * property agency's sources). Stored on leads as the id; shown to staff as the label.
 */
export const channelNames = {
  'paid-search': 'Paid search',
  'organic-search': 'Organic search',
  'paid-social': 'Paid social',
  'organic-social': 'Organic social',
  'property-portal': 'Property portals',
  whatsapp: 'WhatsApp',
  email: 'Email',
  referral: 'Referral',
  direct: 'Direct',
} as const;

export type ChannelId = keyof typeof channelNames;

export const channelIds = Object.keys(channelNames) as ChannelId[];

/** The label of a stored channel id; an id this build does not know is shown as stored. */
export function channelLabel(id: string | null | undefined): string {
  if (!id) return 'Unknown';
  return (channelNames as Record<string, string>)[id] ?? id;
}
