/** Pixel steps of the home carousels (SPEC section 9); offsets are distances scrolled from the start. */

export const TRENDING_AUTO = { intervalMs: 3000, step: 300 } as const;
export const DEVELOPERS_AUTO = { intervalMs: 10_000, step: 300 } as const;
export const MANUAL_PAUSE_MS = 10_000;
const NARROW_BELOW_PX = 768;

/** The arrows' step: 200 px under 768 px of viewport width, else 300 px. */
export function manualStep(viewportWidth: number): number {
  return viewportWidth < NARROW_BELOW_PX ? 200 : 300;
}

/** One step forward, stopping at the end; from the end it goes back to the start. */
export function nextOffset(offset: number, step: number, maxOffset: number): number {
  if (maxOffset <= 0 || offset >= maxOffset - 0.5) return 0;
  return Math.min(offset + step, maxOffset);
}

/** One step back, stopping at the start. */
export function previousOffset(offset: number, step: number): number {
  return Math.max(offset - step, 0);
}
