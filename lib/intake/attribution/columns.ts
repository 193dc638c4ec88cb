import { touchSchema } from '@/lib/intake/forms/fields';
import { channelOf } from './channel';
import { clickIdNames, isUntrackedPath, touchOfVisit, type Attribution, type Touch } from './touch';

type TouchColumns<P extends string> = {
  [K in `${P}${'Channel' | 'Source' | 'Medium' | 'Campaign' | 'Term' | 'Content' | 'ClickIds' | 'Referrer' | 'Landing'}`]: string | null;
} & { [K in `${P}At`]: Date };

type AttributionColumns = TouchColumns<'first'> & TouchColumns<'last'>;

/** The click ids of a touch as JSON text (`{"gclid":"…"}`), or null when it had none. */
function clickIdsText(touch: Touch): string | null {
  const ids = Object.fromEntries(clickIdNames.flatMap((name) => (touch[name] ? [[name, touch[name]]] : [])));
  return Object.keys(ids).length > 0 ? JSON.stringify(ids) : null;
}

/** A sent time in the future (a wrong clock on the visitor's device) is taken as now. */
function timeOf(touch: Touch, now: Date): Date {
  const at = touch.at ? new Date(touch.at) : now;
  return at.getTime() > now.getTime() ? now : at;
}

function columnsOf<P extends 'first' | 'last'>(prefix: P, touch: Touch, now: Date): TouchColumns<P> {
  const columns = {
    Channel: channelOf(touch),
    Source: touch.source ?? null,
    Medium: touch.medium ?? null,
    Campaign: touch.campaign ?? null,
    Term: touch.term ?? null,
    Content: touch.content ?? null,
    ClickIds: clickIdsText(touch),
    Referrer: touch.referrer ?? null,
    Landing: touch.landing ?? null,
    At: timeOf(touch, now),
  };
  return Object.fromEntries(Object.entries(columns).map(([field, value]) => [`${prefix}${field}`, value])) as TouchColumns<P>;
}

/**
 * The attribution columns of a new lead or application. What the browser kept is used as sent; without it
 * (JavaScript off, storage blocked, a caller of the API) the page that sent the form stands in: its query's
 * campaign parameters are the last touch, and the first touch too when nothing else is known.
 */
export function attributionColumns(sent: Attribution | undefined, page: string | undefined, now: Date): AttributionColumns {
  const pageTouch = (): Touch => {
    const url = page ? new URL(page, 'http://page.invalid') : undefined;
    // A form on a privacy page (the footer's, say) was not reached from a campaign, and its address may hold a token.
    if (!url || isUntrackedPath(url.pathname)) return { at: now.toISOString() };
    // Decoded query values may hold control characters: cleaned as a sent touch is.
    return touchSchema.parse(touchOfVisit(url, '', now).touch);
  };
  const last = sent?.last ?? sent?.first ?? pageTouch();
  const first = sent?.first ?? last;
  return { ...columnsOf('first', first, now), ...columnsOf('last', last, now) };
}
