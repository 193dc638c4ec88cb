/** SPEC section 9: the company banner's background follows a drag at 0.3 % per pixel, kept within 0 to 100 %. */
export const BANNER_DRAG_SENSITIVITY = 0.3;

export type BannerPosition = { x: number; y: number };

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** The image follows the pointer: dragging right shows more of its left side, so the percentage falls. */
export function draggedPosition(start: BannerPosition, dx: number, dy: number): BannerPosition {
  return {
    x: clampPercent(start.x - dx * BANNER_DRAG_SENSITIVITY),
    y: clampPercent(start.y - dy * BANNER_DRAG_SENSITIVITY),
  };
}
