import {
  getAllProjectEntries,
  getCities,
  getCompanies,
  getLocations,
  getSearchEntries,
  getTopLocalities,
  getTrendingProjects,
} from '@/lib/site/content';
import 'server-only';
import { buildSearchIndex } from './build-index';
import { createSearchEngine, type SearchEngine } from './engine';
import type { SearchIndexData } from './index-data';
import { searchResultsHref, type SearchRequest } from './query-param';

let index: SearchIndexData | null = null;
let engine: SearchEngine | null = null;

/** The index built from data/ through the content loaders, once per process (the build publishes it). */
export function getSearchIndex(): SearchIndexData {
  index ??= buildSearchIndex({
    searchEntries: getSearchEntries(),
    projects: getAllProjectEntries(),
    companies: getCompanies(),
    cities: getCities(),
    locations: getLocations(),
    topLocalities: getTopLocalities(),
    trending: getTrendingProjects(),
  });
  return index;
}

/** The same engine the search box loads, for the server-rendered /search. */
export function getSearchEngine(): SearchEngine {
  engine ??= createSearchEngine(getSearchIndex());
  return engine;
}

/** Where /search sends a query: a requirement that some project meets to its listing, anything else to the results page. */
export function searchDestination(request: SearchRequest): string {
  const outcome = request.query ? getSearchEngine().search(request.query) : null;
  return outcome?.suggestion?.href ?? searchResultsHref(request);
}
