import { adjacentSwaps, allowedEdits, editDistance } from './edit-distance';
import type { EntryKind, IndexEntry } from './index-data';
import type { WordGroup } from './read-query';
import { isStopWord } from './text';

/**
 * Ranking, first to last: the exact name, a name that starts with the query, every word in the
 * name, every word in the locality or keywords, then typo matches (in the name first). Within a tier a developer,
 * city or locality comes before a project and a project before a page; ties go by trending, then name.
 */
export const Tier = { ExactName: 0, NamePrefix: 1, WordsInName: 2, WordsInKeywords: 3, FuzzyInName: 4, Fuzzy: 5 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

const KIND_ORDER: Record<EntryKind, number> = { developer: 0, city: 1, locality: 2, project: 3, page: 4 };

const LETTERS = /^\p{L}+$/u;

/** The tokens of one entry, prepared once when the index loads. */
export interface RankedFields {
  entry: IndexEntry;
  name: string[];
  all: string[];
}

/** `name` and `text` are the canonical name and keywords-and-facts, as MiniSearch indexes them. */
export function rankedFields(entry: IndexEntry, name: string, text: string): RankedFields {
  const nameTokens = name.split(' ');
  return {
    entry,
    name: nameTokens.filter((token) => !isStopWord(token)),
    all: [...new Set([...nameTokens, ...text.split(' ')])],
  };
}

/**
 * Words match by prefix, except that a number only does as the last word, still being typed:
 * 'sector 6' must not find Sector 65 once the buyer has typed past it.
 */
export const prefixAllowed = (token: string, lastToken: string | null) => LETTERS.test(token) || token === lastToken;

type Match = (word: string, tokens: readonly string[], lastToken: string | null) => boolean;

/** Exactly, or by prefix where a prefix is allowed. */
const plainMatch: Match = (word, tokens, lastToken) =>
  tokens.includes(word) || (prefixAllowed(word, lastToken) && tokens.some((token) => token.startsWith(word)));

/** As MiniSearch matches with typos: within the allowed edits, or a swap of neighbouring letters away from a prefix. */
const nearMatch: Match = (word, tokens, lastToken) => {
  if (plainMatch(word, tokens, lastToken)) return true;
  const edits = allowedEdits(word);
  if (edits === 0) return false;
  if (tokens.some((token) => editDistance(word, token, edits) <= edits)) return true;
  const swaps = adjacentSwaps(word);
  return prefixAllowed(word, lastToken) && tokens.some((token) => swaps.some((swap) => token.startsWith(swap)));
};

const groupMatches = (group: WordGroup, tokens: readonly string[], lastToken: string | null, match: Match) =>
  group.some((spelling) => spelling.every((word) => match(word, tokens, lastToken)));

const sameSequence = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((token, i) => token === b[i]);

function startsName(words: readonly string[], name: readonly string[], lastToken: string | null): boolean {
  if (words.length === 0 || words.length > name.length) return false;
  return words.every((word, i) => (i < words.length - 1 || !prefixAllowed(word, lastToken) ? word === name[i] : name[i]!.startsWith(word)));
}

/** The tier of an entry that matched; `groups` empty means only the SPEC's substring rule found it. */
export function tierOf(fields: RankedFields, groups: readonly WordGroup[], lastToken: string | null): Tier {
  if (groups.length === 0) return Tier.WordsInKeywords;
  // As typed, and with each misspelt requirement word as meant ('sobah altus' -> 'sobha altus').
  const sequences = [groups.flatMap((group) => group[0]!), groups.flatMap((group) => group.at(-1)!)];
  if (sequences.some((words) => sameSequence(words, fields.name))) return Tier.ExactName;
  if (sequences.some((words) => startsName(words, fields.name, lastToken))) return Tier.NamePrefix;
  const everyGroup = (tokens: readonly string[], match: Match) => groups.every((group) => groupMatches(group, tokens, lastToken, match));
  if (everyGroup(fields.name, plainMatch)) return Tier.WordsInName;
  if (everyGroup(fields.all, plainMatch)) return Tier.WordsInKeywords;
  return everyGroup(fields.name, nearMatch) ? Tier.FuzzyInName : Tier.Fuzzy;
}

export function compareRanked(a: { fields: RankedFields; tier: Tier }, b: { fields: RankedFields; tier: Tier }): number {
  const x = a.fields.entry;
  const y = b.fields.entry;
  return (
    a.tier - b.tier ||
    KIND_ORDER[x.kind] - KIND_ORDER[y.kind] ||
    (x.trending ?? Number.MAX_SAFE_INTEGER) - (y.trending ?? Number.MAX_SAFE_INTEGER) ||
    x.name.localeCompare(y.name, 'en')
  );
}
