import type { SearchEntry } from '@/lib/site/content/types';

/**
 * The entries whose name or any keyword contains the query, ignoring case and surrounding
 * spaces, in file order. A blank query matches nothing (the list stays closed).
 */
export function matchSearchEntries<Entry extends SearchEntry>(entries: readonly Entry[], query: string): Entry[] {
  const needle = query.trim().toLocaleLowerCase('en');
  if (!needle) return [];
  const contains = (text: string) => text.toLocaleLowerCase('en').includes(needle);
  return entries.filter((entry) => contains(entry.name) || entry.keywords.some(contains));
}
