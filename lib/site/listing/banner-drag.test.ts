import { draggedPosition } from './banner-drag';

describe('draggedPosition', () => {
  it('moves 0.3 % per pixel against the drag', () => {
    expect(draggedPosition({ x: 50, y: 50 }, 100, -20)).toEqual({ x: 20, y: 56 });
  });

  it('stays within 0 and 100 %', () => {
    expect(draggedPosition({ x: 50, y: 50 }, 1000, -1000)).toEqual({ x: 0, y: 100 });
    expect(draggedPosition({ x: 10, y: 90 }, -400, 400)).toEqual({ x: 100, y: 0 });
  });
});
