import { isInBounds } from '@/lib/site/content/cities';
import type { City, ProjectEntry } from '@/lib/site/content/types';
import { clampPage, pageCount, pageSlice } from '@/lib/site/page/pagination';
import { filterEntries } from './filter';
import type { ListingQuery } from './query';
import { sortEntries } from './sort';

export interface ListingPage {
  total: number;
  page: number;
  pageCount: number;
  entries: ProjectEntry[];
  /** Every project the filters match, wherever it is: the map's markers, so that panning finds more. */
  matched: ProjectEntry[];
}

/** Filter, keep what lies in the map area (if any), sort, then cut out the requested page (clamped to the pages there are). */
export function listingPage(all: readonly ProjectEntry[], query: ListingQuery, cities: readonly City[]): ListingPage {
  const matched = sortEntries(filterEntries(all, query, cities), query.sort);
  const { bbox } = query;
  const listed = bbox ? matched.filter(({ project }) => isInBounds(project.coordinates, bbox)) : matched;
  const count = pageCount(listed.length);
  const page = clampPage(String(query.page), count);
  return { total: listed.length, page, pageCount: count, entries: pageSlice(listed, page), matched };
}
