/**
 * One touch: what a visit arrived with (campaign parameters, click ids, the referring site) and where it
 * landed. The browser records these; the server also reads them from a page's address when JavaScript is off.
 */
export type Touch = {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
  fbclid?: string;
  /** The referring site's host name. */
  referrer?: string;
  /** The landing page's path and query. */
  landing?: string;
  /** When the visit arrived (ISO time). */
  at?: string;
};

export type Attribution = { first?: Touch; last?: Touch };

export const MAX_TOUCH_TEXT = 200;

export const clickIdNames = ['gclid', 'gbraid', 'wbraid', 'fbclid'] as const;

/** The query parameters a touch reads, by the touch field they fill; any other parameter is ignored. */
const parameters: [param: string, field: keyof Touch][] = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'campaign'],
  ['utm_term', 'term'],
  ['utm_content', 'content'],
  ...clickIdNames.map((name): [string, keyof Touch] => [name, name]),
];

/**
 * The touch of a page load: its campaign parameters, and the referring host unless it is the site itself.
 * `signal` says whether the visit carried anything (a parameter or an outside referrer): a plain internal
 * page load is no new touch.
 */
export function touchOfVisit(page: URL, referrer: string, at: Date): { touch: Touch; signal: boolean } {
  const touch: Touch = {};
  for (const [param, field] of parameters) {
    const value = page.searchParams.get(param)?.trim();
    if (value) touch[field] = value.slice(0, MAX_TOUCH_TEXT);
  }
  let host = '';
  try {
    host = new URL(referrer).hostname;
  } catch {
    // No referrer, or not an address: a direct visit.
  }
  if (host && host !== page.hostname) touch.referrer = host;
  const signal = Object.keys(touch).length > 0;
  touch.landing = `${page.pathname}${page.search}`.slice(0, MAX_TOUCH_TEXT);
  touch.at = at.toISOString();
  return { touch, signal };
}
