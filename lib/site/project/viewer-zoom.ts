/**
 * Zoom and pan of the image viewer (SPEC sections 2 and 9). The image is drawn as
 * translate(x, y) scale(zoom) about the centre of a stage of the given size; points are
 * measured from that centre.
 */

export interface ViewState {
  zoom: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_BUTTON_STEP = 0.25;
export const ZOOM_WHEEL_STEP = 0.1;
const DOUBLE_CLICK_ZOOM = 2;

export const INITIAL_VIEW: ViewState = { zoom: 1, x: 0, y: 0 };

/** Clamped to 0.5-3 and rounded to hundredths, so repeated 0.1 steps do not drift. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 100) / 100));
}

function clampAxis(offset: number, length: number, zoom: number): number {
  const limit = Math.max(0, (length * zoom - length) / 2);
  return Math.min(limit, Math.max(-limit, offset)) || 0;
}

/** Keeps the image edges from being dragged inside the stage; no pan at all at 1x or below. */
export function clampPan(view: ViewState, stage: Size): ViewState {
  return {
    zoom: view.zoom,
    x: clampAxis(view.x, stage.width, view.zoom),
    y: clampAxis(view.y, stage.height, view.zoom),
  };
}

/** Zooms to `zoom` keeping the image point under `anchor` where it is (the centre by default). */
export function zoomTo(view: ViewState, zoom: number, stage: Size, anchor: Point = { x: 0, y: 0 }): ViewState {
  const next = clampZoom(zoom);
  const ratio = next / view.zoom;
  return clampPan({ zoom: next, x: anchor.x - (anchor.x - view.x) * ratio, y: anchor.y - (anchor.y - view.y) * ratio }, stage);
}

export function panBy(view: ViewState, dx: number, dy: number, stage: Size): ViewState {
  if (view.zoom <= 1) return view;
  return clampPan({ zoom: view.zoom, x: view.x + dx, y: view.y + dy }, stage);
}

/** At 1x: zoom in with the clicked point brought towards the centre; otherwise back to 1x. */
export function toggleZoomAt(view: ViewState, point: Point, stage: Size): ViewState {
  if (view.zoom !== 1) return INITIAL_VIEW;
  return clampPan(
    { zoom: DOUBLE_CLICK_ZOOM, x: -(point.x - view.x) * DOUBLE_CLICK_ZOOM, y: -(point.y - view.y) * DOUBLE_CLICK_ZOOM },
    stage,
  );
}

/** Ctrl+wheel: one 0.1 step per notch around the cursor; the plain wheel pans when zoomed. */
export function applyWheel(
  view: ViewState,
  wheel: { deltaX: number; deltaY: number; ctrlKey: boolean },
  cursor: Point,
  stage: Size,
): ViewState {
  if (wheel.ctrlKey) {
    const step = wheel.deltaY < 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP;
    return zoomTo(view, view.zoom + step, stage, cursor);
  }
  return panBy(view, -wheel.deltaX, -wheel.deltaY, stage);
}

/** '1.0x', '2.25x': the zoom as the reset button shows it. */
export function formatZoom(zoom: number): string {
  const text = zoom.toFixed(2).replace(/0$/, '');
  return `${text}x`;
}
