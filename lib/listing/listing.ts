import type { City, ProjectEntry } from '@/lib/content/types';
import { clampPage, pageCount, pageSlice } from '@/lib/pagination';
import { filterEntries } from './filter';
import type { ListingQuery } from './query';
import { sortEntries } from './sort';

export interface ListingPage {
  total: number;
  page: number;
  pageCount: number;
  entries: ProjectEntry[];
}

/** Filter, sort, then cut out the requested page (clamped to the pages there are). */
export function listingPage(all: readonly ProjectEntry[], query: ListingQuery, cities: readonly City[]): ListingPage {
  const matched = sortEntries(filterEntries(all, query, cities), query.sort);
  const count = pageCount(matched.length);
  const page = clampPage(String(query.page), count);
  return { total: matched.length, page, pageCount: count, entries: pageSlice(matched, page) };
}
