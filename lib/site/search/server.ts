import {
  getAllProjectEntries,
  getCities,
  getCompanies,
  getLocations,
  getSearchEntries,
  getTopLocalities,
  getTrendingProjects,
  perRevision,
} from '@/lib/site/content';
import 'server-only';
import { buildSearchIndex } from './build-index';
import { createSearchEngine, type SearchEngine } from './engine';
import type { SearchIndexData } from './index-data';
import { searchResultsHref, type SearchRequest } from './query-param';

/** The index built through the content loaders, once per catalogue revision (the build publishes the first). */
export const getSearchIndex = perRevision((): SearchIndexData =>
  buildSearchIndex({
    searchEntries: getSearchEntries(),
    projects: getAllProjectEntries(),
    companies: getCompanies(),
    cities: getCities(),
    locations: getLocations(),
    topLocalities: getTopLocalities(),
    trending: getTrendingProjects(),
  }),
);

/** The same engine the search box loads, for the server-rendered /search. */
export const getSearchEngine = perRevision((): SearchEngine => createSearchEngine(getSearchIndex()));

/** Where /search sends a query: a requirement that some project meets to its listing, anything else to the results page. */
export function searchDestination(request: SearchRequest): string {
  const outcome = request.query ? getSearchEngine().search(request.query) : null;
  return outcome?.suggestion?.href ?? searchResultsHref(request);
}
