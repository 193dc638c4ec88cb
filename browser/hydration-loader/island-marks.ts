import { isIslandReady } from './island-registry';

/**
 * Marks server markup whose controls only work once an island has taken them over through the DOM (a tab list, a
 * gallery's arrows, an image viewer's triggers): React renders no handler on them, so a tap would do nothing until
 * then. The mark's value is the island's name; the loader holds taps on marked controls until that island has said
 * it is ready (island-registry.ts). By name rather than by lifting the mark, so that the same markup rendered again
 * later (a carousel's slides) counts as ready too. A module of its own, so that every page's code carries only the
 * registry.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The island whose marked markup a control is in, if any. */
export const markedIsland = (control: Element): string | null =>
  control.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) ?? null;

/** A control in marked markup whose island has not said it is ready. */
export function awaitsIsland(control: Element): boolean {
  const name = markedIsland(control);
  return name !== null && !isIslandReady(name, control.ownerDocument.defaultView ?? window);
}

/** Whether any marked markup in the document still waits for its island. */
export const anyMarkupAwaitingIsland = (doc: Document): boolean =>
  [...doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].some((region) => awaitsIsland(region));
