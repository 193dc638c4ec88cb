import { manualStep, nextOffset, previousOffset } from './carousel';

describe('manualStep', () => {
  it('is 200 px under 768 px of width and 300 px from 768 px', () => {
    expect(manualStep(390)).toBe(200);
    expect(manualStep(767)).toBe(200);
    expect(manualStep(768)).toBe(300);
    expect(manualStep(1280)).toBe(300);
  });
});

describe('nextOffset', () => {
  it('moves one step at a time', () => {
    expect(nextOffset(0, 300, 1000)).toBe(300);
    expect(nextOffset(600, 300, 1000)).toBe(900);
  });

  it('stops at the end, then goes back to the start', () => {
    expect(nextOffset(900, 300, 1000)).toBe(1000);
    expect(nextOffset(1000, 300, 1000)).toBe(0);
    expect(nextOffset(999.7, 300, 1000)).toBe(0);
  });

  it('stays at the start when nothing overflows', () => {
    expect(nextOffset(0, 300, 0)).toBe(0);
  });
});

describe('previousOffset', () => {
  it('moves back one step and stops at the start', () => {
    expect(previousOffset(900, 200)).toBe(700);
    expect(previousOffset(150, 200)).toBe(0);
  });
});
