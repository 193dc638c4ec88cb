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
  /** The landing page's path and its campaign parameters (campaignLanding). */
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

const campaignParameters = new Set(parameters.map(([param]) => param));

/**
 * A landing page as kept: its path, and of its query only the campaign parameters. Any other parameter may be
 * a person's (a privacy link's token, a search), and a touch travels far: 90 days in the browser, then the lead
 * page, the CSV and the CRM webhook.
 */
export function campaignLanding(page: URL): string {
  const kept = new URLSearchParams([...page.searchParams].filter(([param]) => campaignParameters.has(param)));
  const query = kept.toString();
  return `${page.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Pages whose visit is no touch: the privacy pages (their address may carry a buyer's one-time token) and the
 * staff area. Nobody lands there from a campaign.
 */
export const isUntrackedPath = (pathname: string) => /^\/(privacy|admin)(\/|$)/i.test(pathname);

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
  touch.landing = campaignLanding(page).slice(0, MAX_TOUCH_TEXT);
  touch.at = at.toISOString();
  return { touch, signal };
}
