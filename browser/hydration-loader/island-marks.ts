import { islandRegistry } from './island-registry';

/**
 * Marks server markup whose controls only work once an island has taken them over through the DOM (a tab list, a
 * gallery's arrows, an image viewer's triggers): React renders no handler on them, so a tap would do nothing until
 * then. The mark's value is the island's name; the loader holds taps on marked controls until that island has said
 * it is ready (islandReady, kept in island-registry.ts). By name rather than by lifting the mark, so that the same markup rendered again
 * later (a carousel's slides) counts as ready too. A module of its own, so that every page's code carries only the
 * registry.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Called by the island `name` once its listeners are on its marked markup: taps held on it are replayed. */
export function islandReady(name: string, win: Window = window): void {
  const { ready } = islandRegistry(win);
  if (!ready.includes(name)) ready.push(name);
}

/** The island whose marked markup a control is in, if any. */
export const markedIsland = (control: Element): string | null =>
  control.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) ?? null;

/** A control in marked markup whose island has not said it is ready. */
export function awaitsIsland(control: Element): boolean {
  const name = markedIsland(control);
  return name !== null && !islandRegistry(control.ownerDocument.defaultView ?? window).ready.includes(name);
}

/** Whether any marked markup in the document still waits for its island. */
export const anyMarkupAwaitingIsland = (doc: Document): boolean =>
  [...doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].some((region) => awaitsIsland(region));
