/**
 * Marks server markup whose controls only work once a deferred part of the page (components/ui/deferred.tsx) has
 * taken them over through the DOM (a tab list, a gallery's arrows, an image viewer's triggers): React renders no
 * handler on them (or keeps them without owning them: components/ui/server-markup.tsx), so a tap would do nothing
 * until then. The mark's value names the part; the loader holds taps on marked controls, as before hydration, until
 * that part has called tookOver (tap-replay.ts). By name rather than by lifting the mark, so that the same markup
 * rendered again later (a carousel's slides) counts as taken over too. A module of its own, so that the page's code
 * takes only tookOver.
 */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';

// On the window: the loader and the page's React code are separate bundles.
const KEY = '__nestoraTakenOver';
type WithTaken = { [KEY]?: string[] };
const takenOver = (win: Window) => ((win as WithTaken)[KEY] ??= []);

/** Called by the deferred part `name` once its listeners are on its markup: taps held on it are replayed. */
export function tookOver(name: string): void {
  const names = takenOver(window);
  if (!names.includes(name)) names.push(name);
}

/** The marked region a control is in (its part's name), if any. */
export const markedRegion = (control: Element): string | null =>
  control.closest(`[${AWAITING_CODE_ATTRIBUTE}]`)?.getAttribute(AWAITING_CODE_ATTRIBUTE) ?? null;

/** A control in marked markup whose part has not taken it over yet. */
export function awaitsCode(control: Element): boolean {
  const name = markedRegion(control);
  return name !== null && !takenOver(control.ownerDocument.defaultView ?? window).includes(name);
}

/** Whether any marked markup in the document still waits for its part. */
export const anyAwaitingCode = (doc: Document): boolean =>
  [...doc.querySelectorAll(`[${AWAITING_CODE_ATTRIBUTE}]`)].some((region) => awaitsCode(region));
