import { displayedWidths, trimSrcSet } from './srcset-widths';

const widths = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920];
const srcSetOf = (list: number[]) => list.map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ');

describe('displayedWidths', () => {
  it('reads a fixed width', () => {
    expect(displayedWidths('52px')).toEqual({ min: 52, max: 52 });
  });

  it('bounds a viewport width by the conditions before it', () => {
    expect(displayedWidths('(min-width: 1024px) 300px, 80vw')).toEqual({ min: 256, max: 0.8 * 1023 });
  });

  it('leaves a width that grows with any viewport unbounded', () => {
    expect(displayedWidths('(min-width: 768px) 25vw, 50vw')?.max).toBe(Infinity);
  });

  it('gives up on lengths it does not read', () => {
    expect(displayedWidths('calc(100vw - 2rem)')).toBeNull();
  });
});

describe('trimSrcSet', () => {
  it('keeps a 52 px avatar to the widths a browser at 1x to 3x could pick', () => {
    expect(trimSrcSet(srcSetOf(widths), '52px')).toBe(srcSetOf([48, 64, 96, 128, 256]));
  });

  it('keeps every width an unbounded image could need', () => {
    const cards = srcSetOf([640, 750, 828, 1080, 1200, 1920]);
    expect(trimSrcSet(cards, '(min-width: 768px) 25vw, 50vw')).toBe(cards);
    expect(trimSrcSet(cards, '(min-width: 1024px) 300px, 80vw')).toBe(cards);
  });

  it('drops widths past 3x the widest display', () => {
    expect(trimSrcSet(srcSetOf(widths), '(min-width: 900px) 420px, 100vw')).toBe(srcSetOf([256, 384, 640, 750, 828, 1080, 1200, 1920]));
    expect(trimSrcSet(srcSetOf(widths), '200px')).toBe(srcSetOf([128, 256, 384, 640]));
  });

  it('leaves density descriptors and missing sizes alone', () => {
    const density = '/a.webp?w=64 1x, /a.webp?w=128 2x';
    expect(trimSrcSet(density, '64px')).toBe(density);
    expect(trimSrcSet(srcSetOf(widths), undefined)).toBe(srcSetOf(widths));
  });
});
