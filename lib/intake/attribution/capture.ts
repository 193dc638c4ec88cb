import { KEPT_ATTRIBUTION_KEY } from './kept';
import { isUntrackedPath, touchOfVisit, type Touch } from './touch';

type Kept = { first: Touch; last: Touch };

/** How long kept touches count: 90 days after the latest, as GA4's default lookback. */
export const KEPT_FOR_MS = 90 * 24 * 60 * 60 * 1000;

function isKept(value: unknown): value is Kept {
  const kept = value as Partial<Kept> | null;
  return typeof kept?.first?.at === 'string' && typeof kept.last?.at === 'string';
}

/**
 * What to keep after a page load, or null to keep what is there. Nothing kept (or kept over 90 days ago):
 * this visit is both first and latest touch, a direct one included, so its landing page is known. Otherwise
 * only a visit with a campaign parameter or an outside referrer becomes the latest touch.
 */
export function afterVisit(kept: unknown, visit: { touch: Touch; signal: boolean }, now: Date): Kept | null {
  const current = isKept(kept) && Date.parse(kept.last.at ?? '') + KEPT_FOR_MS > now.getTime() ? kept : null;
  if (!current) return { first: visit.touch, last: visit.touch };
  return visit.signal ? { first: current.first, last: visit.touch } : null;
}

/** What is kept, or null when nothing is or it is not JSON (another script spoilt it): then the visit starts afresh. */
function readKept(): unknown {
  try {
    return JSON.parse(localStorage.getItem(KEPT_ATTRIBUTION_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** Records the page load at `page` (its address) coming from `referrer` (document.referrer); a privacy or staff page is none. */
export function recordVisit(page: string, referrer: string): void {
  try {
    const url = new URL(page);
    if (isUntrackedPath(url.pathname)) return;
    const now = new Date();
    const kept = readKept();
    const next = afterVisit(kept, touchOfVisit(url, referrer, now), now);
    if (next) localStorage.setItem(KEPT_ATTRIBUTION_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: the server falls back to the sending page.
  }
}
