import type { ChannelId } from './channel-names';
import type { Touch } from './touch';

/**
 * The sites and source names each channel is recognised by. A bare name matches a `utm_source` of that name
 * or any host with that label (`google` matches google.co.in and www.google.com); a name with a dot matches
 * that host and its subdomains. Short enough to live here; GA4's own lists are longer but mostly foreign sites.
 */
const sites = {
  portal: ['99acres', 'magicbricks', 'nobroker', 'squareyards', 'housing', 'housing.com'],
  whatsapp: ['whatsapp', 'wa', 'wa.me', 'l.wl.co', 'whatsapp.com'],
  // Gmail's Android app arrives as the referrer android-app://com.google.android.gm.
  webmail: [
    'mail.google.com',
    'mail.yahoo.com',
    'outlook.live.com',
    'outlook.office.com',
    'outlook.office365.com',
    'mail.rediffmail.com',
    'com.google.android.gm',
  ],
  search: [
    'google',
    'bing',
    'yahoo',
    'duckduckgo',
    'baidu',
    'yandex',
    'ecosia',
    'naver',
    'startpage',
    'qwant',
    'ask.com',
    'search.brave.com',
  ],
  social: [
    'facebook',
    'fb',
    'instagram',
    'ig',
    'linkedin',
    'lnkd.in',
    'twitter',
    't.co',
    'x.com',
    'youtube',
    'youtu.be',
    'pinterest',
    'reddit',
    'quora',
    'snapchat',
    'threads',
    'telegram',
    't.me',
    'tiktok',
  ],
} as const;

/** GA4's patterns: a paid medium, and the media that name social, e-mail and search traffic. */
const paidMedium = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const socialMedia = new Set(['social', 'social-network', 'social-media', 'sm', 'social network', 'social media']);
const emailNames = new Set(['email', 'e-mail', 'e_mail', 'e mail', 'newsletter']);

const normalised = (value: string | undefined) =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '');

function isOneOf(value: string, list: readonly string[]): boolean {
  if (!value) return false;
  const labels = value.split('.');
  const compact = value.replace(/[\s_-]+/g, '');
  return list.some((site) =>
    site.includes('.') ? value === site || value.endsWith(`.${site}`) : compact === site || labels.includes(site),
  );
}

/**
 * The channel of one touch, by GA4's default channel group rules adapted to this agency:
 * - property portals and WhatsApp come first, by source or referrer, whatever the medium, as staff count them apart;
 * - a Google Ads click id (gclid, gbraid, wbraid) is Paid search, as GA4's auto-tagging makes it google / cpc;
 * - fbclid is no sign of payment: Meta adds it to every outbound link, organic posts included, and GA4 ignores it.
 *   It does show the visit came from Facebook or Instagram, so with nothing else it is Organic social;
 * - a paid medium from a source that is neither a search engine nor a social network (GA4's "Paid other" and
 *   "Display") is Referral, the closest group this list has;
 * - a touch with nothing at all is Direct.
 */
export function channelOf(touch: Touch): ChannelId {
  const utmSource = normalised(touch.source);
  const medium = (touch.medium ?? '').trim().toLowerCase();
  const referrer = normalised(touch.referrer);
  const fromEither = (list: readonly string[]) => isOneOf(utmSource, list) || isOneOf(referrer, list);

  if (!utmSource && !medium && !referrer && !touch.campaign && !touch.gclid && !touch.gbraid && !touch.wbraid && !touch.fbclid) {
    return 'direct';
  }
  if (fromEither(sites.portal)) return 'property-portal';
  if (fromEither(sites.whatsapp)) return 'whatsapp';
  if (touch.gclid || touch.gbraid || touch.wbraid) return 'paid-search';
  if (emailNames.has(utmSource) || emailNames.has(medium) || isOneOf(referrer, sites.webmail)) return 'email';

  const source = utmSource || referrer || (touch.fbclid ? 'facebook' : '');
  const isSearch = isOneOf(source, sites.search);
  const isSocial = isOneOf(source, sites.social);
  if (paidMedium.test(medium)) {
    if (isSearch) return 'paid-search';
    return isSocial ? 'paid-social' : 'referral';
  }
  if (isSocial || socialMedia.has(medium)) return 'organic-social';
  if (isSearch || medium === 'organic') return 'organic-search';
  return source || medium ? 'referral' : 'direct';
}
