import { INITIAL_VIEW, applyWheel, clampPan, clampZoom, formatZoom, panBy, toggleZoomAt, zoomTo } from './viewer-zoom';

const stage = { width: 800, height: 600 };

describe('clampZoom', () => {
  it('keeps the zoom between 0.5 and 3', () => {
    expect(clampZoom(0.25)).toBe(0.5);
    expect(clampZoom(3.25)).toBe(3);
    expect(clampZoom(1.75)).toBe(1.75);
  });

  it('does not drift after repeated 0.1 steps', () => {
    let zoom = 1;
    for (let i = 0; i < 3; i += 1) zoom = clampZoom(zoom + 0.1);
    expect(zoom).toBe(1.3);
  });
});

describe('clampPan', () => {
  it('allows no pan at 1x or below', () => {
    expect(clampPan({ zoom: 1, x: 50, y: -20 }, stage)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampPan({ zoom: 0.5, x: 50, y: 0 }, stage)).toEqual({ zoom: 0.5, x: 0, y: 0 });
  });

  it('stops at the image edges when zoomed', () => {
    // At 2x the image is 1600 x 1200: it may move 400 px sideways and 300 px up or down.
    expect(clampPan({ zoom: 2, x: 1000, y: -1000 }, stage)).toEqual({ zoom: 2, x: 400, y: -300 });
  });
});

describe('zoomTo', () => {
  it('keeps the centre in place for button zooms', () => {
    expect(zoomTo({ zoom: 2, x: 100, y: -50 }, 3, stage)).toEqual({ zoom: 3, x: 150, y: -75 });
  });

  it('keeps the point under the cursor in place', () => {
    const cursor = { x: 200, y: 100 };
    const before = { zoom: 1.5, x: 40, y: 20 };
    const after = zoomTo(before, 2, stage, cursor);
    const imagePoint = (view: typeof before) => ({ x: (cursor.x - view.x) / view.zoom, y: (cursor.y - view.y) / view.zoom });
    expect(imagePoint(after).x).toBeCloseTo(imagePoint(before).x, 9);
    expect(imagePoint(after).y).toBeCloseTo(imagePoint(before).y, 9);
  });

  it('recentres when zooming back out to 1x', () => {
    expect(zoomTo({ zoom: 2, x: 300, y: 200 }, 1, stage)).toEqual(INITIAL_VIEW);
  });
});

describe('panBy', () => {
  it('does nothing at 1x', () => {
    expect(panBy(INITIAL_VIEW, 100, 100, stage)).toBe(INITIAL_VIEW);
  });

  it('moves the image and clamps it', () => {
    expect(panBy({ zoom: 2, x: 0, y: 0 }, 120, 500, stage)).toEqual({ zoom: 2, x: 120, y: 300 });
  });
});

describe('toggleZoomAt', () => {
  it('zooms to 2x bringing the clicked point to the centre', () => {
    expect(toggleZoomAt(INITIAL_VIEW, { x: 100, y: -50 }, stage)).toEqual({ zoom: 2, x: -200, y: 100 });
  });

  it('clamps near the edges', () => {
    expect(toggleZoomAt(INITIAL_VIEW, { x: 390, y: 290 }, stage)).toEqual({ zoom: 2, x: -400, y: -300 });
  });

  it('resets when already zoomed', () => {
    expect(toggleZoomAt({ zoom: 1.25, x: 10, y: 0 }, { x: 0, y: 0 }, stage)).toEqual(INITIAL_VIEW);
  });
});

describe('applyWheel', () => {
  it('zooms by 0.1 with ctrl held, in and out', () => {
    expect(applyWheel(INITIAL_VIEW, { deltaX: 0, deltaY: -100, ctrlKey: true }, { x: 0, y: 0 }, stage).zoom).toBe(1.1);
    expect(applyWheel(INITIAL_VIEW, { deltaX: 0, deltaY: 100, ctrlKey: true }, { x: 0, y: 0 }, stage).zoom).toBe(0.9);
  });

  it('pans without ctrl only when zoomed', () => {
    expect(applyWheel(INITIAL_VIEW, { deltaX: 0, deltaY: 100, ctrlKey: false }, { x: 0, y: 0 }, stage)).toBe(INITIAL_VIEW);
    expect(applyWheel({ zoom: 2, x: 0, y: 0 }, { deltaX: 30, deltaY: 100, ctrlKey: false }, { x: 0, y: 0 }, stage)).toEqual({
      zoom: 2,
      x: -30,
      y: -100,
    });
  });
});

describe('formatZoom', () => {
  it('shows the zoom as a multiple', () => {
    expect(formatZoom(1)).toBe('1.0x');
    expect(formatZoom(1.5)).toBe('1.5x');
    expect(formatZoom(2.25)).toBe('2.25x');
    expect(formatZoom(0.5)).toBe('0.5x');
  });
});
