import { channelIdOf } from './source-names';
import type { SourcedLead } from './sourced-lead';

/**
 * The first and last touch of a lead from a source, in the columns the website's leads use, so the
 * reports count it unchanged: the channel and source the source names, its ad's or form's campaign,
 * its click id (Google's gclid) as the click ids the website keeps.
 */
export function attributionColumnsOf(lead: SourcedLead) {
  const { channel, source, campaign, clickId } = lead.attribution;
  const clickIds = clickId ? JSON.stringify(lead.source === 'meta' ? { fbclid: clickId } : { gclid: clickId }) : null;
  const touch = {
    Channel: channelIdOf(channel),
    Source: source.slice(0, 200),
    Medium: null,
    Campaign: campaign?.slice(0, 200) ?? null,
    Term: null,
    Content: null,
    ClickIds: clickIds,
    Referrer: null,
    Landing: null,
    At: lead.receivedAt,
  };
  const columns = (prefix: 'first' | 'last') =>
    Object.fromEntries(Object.entries(touch).map(([field, value]) => [`${prefix}${field}`, value]));
  return { ...columns('first'), ...columns('last') } as {
    [K in `${'first' | 'last'}${'Channel' | 'Source' | 'Medium' | 'Campaign' | 'Term' | 'Content' | 'ClickIds' | 'Referrer' | 'Landing'}`]:
      string | null;
  } & { firstAt: Date; lastAt: Date };
}
