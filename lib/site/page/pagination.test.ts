import { clampPage, pageCount, pageItems, pageSlice } from './pagination';

const pages = (items: ReturnType<typeof pageItems>) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pagination', () => {
  it('counts pages of six, with at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageCount(61)).toBe(11);
  });

  it('slices the requested page', () => {
    const items = Array.from({ length: 14 }, (_, index) => index);
    expect(pageSlice(items, 1)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageSlice(items, 3)).toEqual([12, 13]);
  });

  it('reads the page from a query value and clamps it', () => {
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('9', 5)).toBe(5);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('2.5', 5)).toBe(1);
    expect(clampPage(undefined, 5)).toBe(1);
    expect(clampPage(['2'], 5)).toBe(1);
  });

  it('lists every page when there are few', () => {
    expect(pages(pageItems(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it('shows a window of five with first, last and ellipses', () => {
    expect(pages(pageItems(1, 20))).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
    expect(pages(pageItems(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(pages(pageItems(20, 20))).toEqual([1, '…', 15, 16, 17, 18, 19, 20]);
  });

  it('windows 1, 5, 6, 7 and 20 pages as the SPEC implies (5 numbers, first, last, ellipses)', () => {
    expect(pages(pageItems(1, 1))).toEqual([1]);
    expect(pages(pageItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(pages(pageItems(6, 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pages(pageItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages(pageItems(3, 20))).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
    expect(pages(pageItems(5, 20))).toEqual([1, '…', 3, 4, 5, 6, 7, '…', 20]);
    expect(pages(pageItems(17, 20))).toEqual([1, '…', 15, 16, 17, 18, 19, 20]);
  });
});
