/**
 * Marks server markup whose controls only work once a deferred part of the page (components/ui/deferred.tsx) has
 * taken them over through the DOM (a tab list, a carousel's arrows): React owns those elements from hydration, yet
 * a tap on them would do nothing until then. The loader holds their taps, as before hydration, until that part
 * lifts the mark (tookOver below; tap-replay.ts). A module of its own, so the page's code takes only these lines.
 */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';

/** Called by the deferred part once its listeners are on `element`'s region: its held taps are replayed. */
export function tookOver(element: Element | null | undefined): void {
  element?.closest(`[${AWAITING_CODE_ATTRIBUTE}]`)?.removeAttribute(AWAITING_CODE_ATTRIBUTE);
}
