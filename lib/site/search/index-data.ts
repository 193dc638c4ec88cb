import type { City } from '@/lib/site/content/types';
import type { FilterableEntry } from '@/lib/site/listing/filter';

/** The search index as built from data/ and published at SEARCH_INDEX_PATH (plain JSON). */

export const SEARCH_INDEX_PATH = '/api/search-index';

export type EntryKind = 'developer' | 'city' | 'locality' | 'project' | 'page';

export interface IndexEntry {
  kind: EntryKind;
  name: string;
  path: string;
  /** searchData.json's keywords: with the name, what the SPEC's substring rule reads. */
  keywords: string[];
  /** What else the entry is found by: developer, locality, city, type, BHK, status, furnishing. */
  facts: string[];
  /** Place and price of a project, number of projects of a developer, city or locality; '' for a page. */
  detail: string;
  /** Place in the trending list, for ties; null when not trending. */
  trending: number | null;
  /** A project entry's place in `projects`, whose budget a query may narrow. */
  project: number | null;
}

export interface SearchIndexData {
  entries: IndexEntry[];
  /** Every project with just the fields the listing's filters read, so a suggestion can count with them. */
  projects: FilterableEntry[];
  cities: City[];
  developers: { key: string; name: string }[];
  /** Every locality name a query may ask for, with or without projects. */
  localities: string[];
}
