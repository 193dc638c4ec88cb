import { channelLabel } from './channel-names';

type TextField = 'Channel' | 'Source' | 'Medium' | 'Campaign' | 'Term' | 'Content' | 'ClickIds' | 'Referrer' | 'Landing';

/** A stored lead or application, as far as its attribution columns go. */
export type WithAttribution = { [K in `${'first' | 'last'}${TextField}`]: string | null } & {
  firstAt: Date | null;
  lastAt: Date | null;
};

export type StoredTouch = {
  channel: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  /** The click ids by name (gclid, gbraid, wbraid, fbclid). */
  clickIds: Record<string, string>;
  referrer: string | null;
  landing: string | null;
  at: Date | null;
};

/** The stored click-id text (JSON) read back; text that is not an object of strings reads as none. */
function clickIdsOf(text: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** One stored touch of a row, first or last. */
export function storedTouch(row: WithAttribution, touch: 'first' | 'last'): StoredTouch {
  return {
    channel: row[`${touch}Channel`],
    source: row[`${touch}Source`],
    medium: row[`${touch}Medium`],
    campaign: row[`${touch}Campaign`],
    term: row[`${touch}Term`],
    content: row[`${touch}Content`],
    clickIds: clickIdsOf(row[`${touch}ClickIds`]),
    referrer: row[`${touch}Referrer`],
    landing: row[`${touch}Landing`],
    at: row[`${touch}At`],
  };
}

/** e.g. "Paid search · campaign gurgaon-3bhk", for a one-line mention; null for a row stored before issue 34. */
export function touchSummary(touch: StoredTouch): string | null {
  if (!touch.channel) return null;
  return `${channelLabel(touch.channel)}${touch.campaign ? ` · campaign ${touch.campaign}` : ''}`;
}

/** Where a lead came from, as its mail to the advisors says it: the latest touch and the first, each in a few words. */
export const cameFromOf = (row: WithAttribution) => ({
  last: touchSummary(storedTouch(row, 'last')),
  first: touchSummary(storedTouch(row, 'first')),
});

/** The click ids as "gclid: abc, fbclid: xyz". */
export const clickIdsText = (touch: StoredTouch) =>
  Object.entries(touch.clickIds)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
