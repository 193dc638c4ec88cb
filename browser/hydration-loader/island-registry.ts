/**
 * The one registry of a page's islands (components/ui/island.tsx), read by the loader's tap replay (tap-replay.ts)
 * to hold a tap until the part it was meant for can act on it. It knows how many islands' code is still on its way
 * (React keeps their server HTML meanwhile), and which islands have said they are ready on the server markup marked
 * for them (island-marks.ts, which reads and writes that half: only pages with marked markup carry it). On the
 * window, since the loader and the page's React code are separate bundles.
 */
const KEY = '__nestoraIslands';
type Registry = { loading: number; ready: string[] };
type WithRegistry = { [KEY]?: Registry };
export const islandRegistry = (win: Window): Registry => ((win as WithRegistry)[KEY] ??= { loading: 0, ready: [] });

/** Counts an island whose code is on its way; call the function it returns once it is here (or failed). */
export function islandLoading(win: Window): () => void {
  // The registry is one object for the window's life, so it is read once.
  const counts = islandRegistry(win);
  let counted = 1;
  counts.loading += counted;
  return () => {
    counts.loading -= counted;
    counted = 0;
  };
}

/** Whether any island's code is still on its way. */
export const islandsLoading = (win: Window): boolean => islandRegistry(win).loading > 0;
