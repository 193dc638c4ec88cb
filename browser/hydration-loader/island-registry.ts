/**
 * The one registry of a page's islands (components/ui/island.tsx), read by the loader's tap replay (tap-replay.ts)
 * to hold a tap until the part it was meant for can act on it. It knows two things:
 * - how many islands' code is still on its way (React keeps their server HTML meanwhile);
 * - which islands have said they are ready. Server markup whose controls only work once an island's code has taken
 *   them over through the DOM (a tab list, a gallery's arrows, an image viewer's triggers) is marked with
 *   ISLAND_ATTRIBUTE, whose value is the island's name; a tap on it is held until that island calls islandReady.
 *   By name rather than by lifting the mark, so that the same markup rendered again later (a carousel's slides)
 *   counts as ready too.
 * On the window, since the loader and the page's React code are separate bundles.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

const KEY = '__nestoraIslands';
type Registry = { loading: number; ready: string[] };
type WithRegistry = { [KEY]?: Registry };
const registry = (win: Window): Registry => ((win as WithRegistry)[KEY] ??= { loading: 0, ready: [] });

/** Counts an island whose code is on its way; call the function it returns once it is here (or failed). */
export function islandLoading(win: Window): () => void {
  registry(win).loading += 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    const counts = registry(win);
    counts.loading = Math.max(0, counts.loading - 1);
  };
}

/** Whether any island's code is still on its way. */
export const islandsLoading = (win: Window): boolean => registry(win).loading > 0;

/** Called by the island `name` once its listeners are on its marked markup: taps held on it are replayed. */
export function islandReady(name: string, win: Window = window): void {
  const { ready } = registry(win);
  if (!ready.includes(name)) ready.push(name);
}

/** The island whose marked markup a control is in, if any. */
export const markedIsland = (control: Element): string | null =>
  control.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE) ?? null;

/** A control in marked markup whose island has not said it is ready. */
export function awaitsIsland(control: Element): boolean {
  const name = markedIsland(control);
  return name !== null && !registry(control.ownerDocument.defaultView ?? window).ready.includes(name);
}

/** Whether any marked markup in the document still waits for its island. */
export const anyMarkupAwaitingIsland = (doc: Document): boolean =>
  [...doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].some((region) => awaitsIsland(region));
