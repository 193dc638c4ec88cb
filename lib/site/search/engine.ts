import { budgetInRange } from '@/lib/site/listing/filter';
import MiniSearch, { type Query } from 'minisearch';
import { adjacentSwaps, allowedEdits } from './edit-distance';
import type { EntryKind, IndexEntry, SearchIndexData } from './index-data';
import { compareRanked, prefixAllowed, rankedFields, tierOf, type RankedFields, type Tier } from './rank';
import { createQueryReader, type QueryReading, type WordGroup } from './read-query';
import { matchSearchEntries } from './substring';
import { suggestRequirement, type RequirementSuggestion } from './suggestion';
import { canonicalText, MAX_QUERY_LENGTH } from './text';
import { buildVocabulary } from './vocabulary';

export interface SearchOutcome {
  /**
   * The listing the query asks for, when the whole query reads as a requirement ('3 BHK in
   * Gurgaon under 2 Cr') and some project meets it: then the listing is the answer.
   */
  suggestion: RequirementSuggestion | null;
  entries: IndexEntry[];
}

/** One row of the search box's list. */
export interface SearchOption {
  key: string;
  href: string;
  name: string;
  detail: string;
  /** The requirement's listing, set apart from the entries. */
  requirement: boolean;
}

export interface SearchEngine {
  search(query: string): SearchOutcome;
  /** The search box's list: the requirement's listing first, then the ranked entries. */
  options(query: string): SearchOption[];
}

const KIND_LABELS: Record<Exclude<EntryKind, 'project'>, string> = {
  developer: 'Developer',
  city: 'City',
  locality: 'Locality',
  page: 'Page',
};

/** The line under an entry's name: a project's place and price, else what the entry is. */
export function entryCaption({ kind, detail }: Pick<IndexEntry, 'kind' | 'detail'>): string {
  if (kind === 'project') return detail;
  return detail ? `${KIND_LABELS[kind]} · ${detail}` : KIND_LABELS[kind];
}

function optionsOf({ suggestion, entries }: SearchOutcome): SearchOption[] {
  const listing = suggestion
    ? [{ key: 'requirement', href: suggestion.href, name: suggestion.label, detail: 'See the filtered list', requirement: true }]
    : [];
  return [
    ...listing,
    ...entries.map((entry) => ({
      key: `${entry.path}-${entry.name}`,
      href: entry.path,
      name: entry.name,
      detail: entryCaption(entry),
      requirement: false,
    })),
  ];
}

type Doc = { id: number; name: string; text: string };

/** Every token of the index, sorted, to tell a known word (or the start of one) from a typo. */
function vocabularyOf(fields: readonly RankedFields[]) {
  const terms = [...new Set(fields.flatMap((field) => field.all))].sort();
  const known = new Set(terms);
  return (word: string, prefix: boolean): boolean => {
    if (known.has(word)) return true;
    if (!prefix) return false;
    // The first term not before the word is the one that would start with it.
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return terms[low]?.startsWith(word) ?? false;
  };
}

type Known = ReturnType<typeof vocabularyOf>;

/**
 * One word's leaf: a word the index holds matches as it is (and by prefix); any other by typo
 * (Levenshtein, through MiniSearch) and, since MiniSearch counts a swap of neighbouring letters as
 * two edits, by each spelling with one such swap undone.
 */
function wordQuery(word: string, lastToken: string | null, known: Known): Query {
  const prefix = prefixAllowed(word, lastToken);
  const edits = allowedEdits(word);
  const leaf = (text: string, fuzzy: number): Query => ({ queries: [text], prefix, fuzzy: fuzzy > 0 ? fuzzy : false });
  if (edits === 0 || known(word, prefix)) return leaf(word, 0);
  return { combineWith: 'OR', queries: [leaf(word, edits), ...adjacentSwaps(word).map((swap) => leaf(swap, edits - 1))] };
}

function groupQuery(group: WordGroup, lastToken: string | null, known: Known): Query {
  return {
    combineWith: 'OR',
    queries: group.map((spelling) => ({
      combineWith: 'AND',
      queries: spelling.map((word) => wordQuery(word, lastToken, known)),
    })),
  };
}

/** Builds the matcher over a loaded index: MiniSearch for the words, the listing's filter for the requirement. */
export function createSearchEngine(data: SearchIndexData): SearchEngine {
  const miniSearch = new MiniSearch<Doc>({
    fields: ['name', 'text'],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
  });
  const docs: Doc[] = data.entries.map((entry, id) => ({
    id,
    name: canonicalText(entry.name),
    text: canonicalText([...entry.keywords, ...entry.facts].join(' ')),
  }));
  miniSearch.addAll(docs);
  const fields: RankedFields[] = data.entries.map((entry, id) => rankedFields(entry, docs[id]!.name, docs[id]!.text));
  const known = vocabularyOf(fields);
  const idOf = new Map(data.entries.map((entry, id) => [entry, id]));
  const readQuery = createQueryReader(buildVocabulary({ cities: data.cities, localities: data.localities, developers: data.developers }));

  function matchingIds(reading: QueryReading, query: string): Set<number> {
    const ids = new Set<number>();
    if (reading.groups.length > 0) {
      const expression: Query = {
        combineWith: 'AND',
        queries: reading.groups.map((group) => groupQuery(group, reading.lastToken, known)),
      };
      for (const hit of miniSearch.search(expression)) ids.add(hit.id as number);
    }
    // SPEC section 2: everything the substring rule finds is still found.
    for (const hit of matchSearchEntries(data.entries, query)) ids.add(idOf.get(hit)!);
    return ids;
  }

  function search(input: string): SearchOutcome {
    const query = Array.from(input).slice(0, MAX_QUERY_LENGTH).join('');
    const reading = readQuery(query);
    const { budget } = reading.requirement;
    // No text can match a budget, so it narrows the projects among the entries instead.
    const fitsBudget = (entry: IndexEntry) =>
      !budget ||
      entry.project === null ||
      budgetInRange(data.projects[entry.project]!.project, [budget.min, budget.max ?? Number.MAX_SAFE_INTEGER]);
    const ranked: { fields: RankedFields; tier: Tier }[] = [];
    for (const id of matchingIds(reading, query)) {
      const found = fields[id]!;
      if (fitsBudget(found.entry)) ranked.push({ fields: found, tier: tierOf(found, reading.groups, reading.lastToken) });
    }
    const entries = ranked.sort(compareRanked).map((item) => item.fields.entry);
    // Only a query read whole becomes a listing: '3 bhk in mumbai' is not '3 BHK', 'sobah altus' is a project.
    const suggestion = reading.complete ? suggestRequirement(reading.requirement, data.projects, data.cities) : null;
    return { suggestion, entries };
  }

  return { search, options: (query) => optionsOf(search(query)) };
}
