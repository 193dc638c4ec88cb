// Parts of a hydrated page whose code comes later (components/ui/deferred.tsx): React keeps their server HTML
// until it arrives. The loader's tap replay (tap-replay.ts) asks whether any is still coming, to hold a tap on one
// of their controls as it holds every tap before hydration. A count on the window, since the loader and the page's
// React code are separate bundles.

const KEY = '__nestoraPendingIslands';
type WithCount = { [KEY]?: number };

export const islandsPending = (win: Window): boolean => ((win as WithCount)[KEY] ?? 0) > 0;

/** Counts an island whose code is on its way; call the function it returns once it is here (or failed). */
export function islandPending(win: Window): () => void {
  const counted = win as WithCount;
  counted[KEY] = (counted[KEY] ?? 0) + 1;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    counted[KEY] = Math.max(0, (counted[KEY] ?? 1) - 1);
  };
}
