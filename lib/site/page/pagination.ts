/** SPEC section 9: 6 projects a page; a window of 5 page numbers with first/last and ellipses. */
export const PROJECTS_PER_PAGE = 6;
const WINDOW = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

export function pageCount(total: number, perPage = PROJECTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number from a query value: whole, at least 1, at most `count`; anything else is page 1. */
export function clampPage(value: unknown, count: number): number {
  const page = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), count);
}

export function pageSlice<T>(items: readonly T[], page: number, perPage = PROJECTS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export function pageItems(current: number, count: number): PageItem[] {
  if (count <= WINDOW + 2) return range(1, count).map((page) => ({ kind: 'page', page }));
  const half = Math.floor(WINDOW / 2);
  const start = Math.min(Math.max(current - half, 2), count - WINDOW);
  const end = start + WINDOW - 1;
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (const page of range(start, end)) items.push({ kind: 'page', page });
  if (end < count - 1) items.push({ kind: 'ellipsis', key: 'end' });
  items.push({ kind: 'page', page: count });
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
