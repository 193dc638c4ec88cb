import { readBudget, type Budget } from './budget';
import { allowedEdits, editDistance } from './edit-distance';
import { isStopWord, tokensOf } from './text';
import type { RequirementPart, VocabularyItem } from './vocabulary';

/** What a query asks of the listing: its filters, in the listing's own values. */
export interface Requirement {
  parts: RequirementPart[];
  /** '3 BHK', '3.5 BHK' */
  bedrooms: string[];
  budget: Budget | null;
}

/** One meaningful word or phrase: an entry matches it when it holds every token of one of its spellings. */
export type WordGroup = string[][];

export interface QueryReading {
  requirement: Requirement;
  /** What every matching entry must hold, in query order. */
  groups: WordGroup[];
  /** The query asks for something and every meaningful word was read as part of it. */
  complete: boolean;
  /** The query's last token, which may be half typed: only it may match digits by prefix. */
  lastToken: string | null;
}

export const hasRequirement = ({ parts, bedrooms, budget }: Requirement) => parts.length > 0 || bedrooms.length > 0 || budget !== null;

// A 200-character query has far fewer meaningful words; the cap bounds the work whatever arrives.
const MAX_TOKENS = 32;
const BEDROOMS = /^(\d+(?:\.5)?)bhk$/;
const SECTOR = /^sector(\d+[a-z]?)$/;

type Phrase = { tokens: string[]; item: VocabularyItem; order: number };
type Span = { length: number; item: VocabularyItem; typed: string[] };

/**
 * A typo in a requirement word is forgiven from 5 letters (the 4-letter words of real estate,
 * 'plan', 'park', 'road', sit one edit from 'elan', 'parc' ... too often) and never in the first letter.
 */
function isTypoOf(typed: string, word: string): boolean {
  if (typed.length < 5 || typed[0] !== word[0]) return false;
  const allowed = allowedEdits(typed);
  return allowed > 0 && editDistance(typed, word, allowed) <= allowed;
}

function sectorItem(token: string): VocabularyItem | null {
  const match = SECTOR.exec(token);
  if (!match) return null;
  const name = `Sector ${match[1]!.toUpperCase()}`;
  return { phrases: [token], words: token, part: { field: 'localities', value: name, label: name } };
}

/** Reads queries against one vocabulary (the fixed words plus the site's places and developers). */
export function createQueryReader(vocabulary: readonly VocabularyItem[]): (query: string) => QueryReading {
  const phrases: Phrase[] = vocabulary.flatMap((item, order) => item.phrases.map((phrase) => ({ tokens: phrase.split(' '), item, order })));
  const byInitial = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    const initial = phrase.tokens[0]![0]!;
    byInitial.set(initial, [...(byInitial.get(initial) ?? []), phrase]);
  }

  /**
   * The longest phrase starting here, exact spellings before typos, then the vocabulary's order.
   * A typo that two different things are equally close to ('sohba': Sobha or Sohna) is not read at all.
   */
  function phraseAt(tokens: readonly string[], taken: readonly boolean[], at: number): Span | null {
    const sector = sectorItem(tokens[at]!);
    const candidates: Phrase[] = [
      ...(sector ? [{ tokens: [tokens[at]!], item: sector, order: -1 }] : []),
      ...(byInitial.get(tokens[at]![0]!) ?? []),
    ];
    const fitting = candidates.flatMap((phrase) => {
      let typos = 0;
      const fits = phrase.tokens.every((word, offset) => {
        const typed = tokens[at + offset];
        if (typed === undefined || taken[at + offset]) return false;
        if (typed === word) return true;
        typos += 1;
        return isTypoOf(typed, word);
      });
      return fits ? [{ phrase, typos, score: phrase.tokens.length * 2 - typos }] : [];
    });
    const top = Math.max(...fitting.map(({ score }) => score));
    const best = fitting.filter(({ score }) => score === top).sort((a, b) => a.phrase.order - b.phrase.order);
    const [first] = best;
    if (!first || (first.typos > 0 && new Set(best.map(({ phrase }) => phrase.item)).size > 1)) return null;
    const length = first.phrase.tokens.length;
    return { length, item: first.phrase.item, typed: tokens.slice(at, at + length) };
  }

  return function readQuery(query: string): QueryReading {
    const tokens = tokensOf(query).slice(0, MAX_TOKENS);
    const taken = tokens.map(() => false);
    const budget = readBudget(tokens, taken);
    const inBudget = [...taken];
    const requirement: Requirement = { parts: [], bedrooms: [], budget };
    const groups: WordGroup[] = [];

    for (let at = 0; at < tokens.length;) {
      const token = tokens[at]!;
      if (inBudget[at]) {
        at += 1;
        continue;
      }
      const bedrooms = BEDROOMS.exec(token);
      if (bedrooms) {
        requirement.bedrooms.push(`${bedrooms[1]} BHK`);
        taken[at] = true;
        groups.push([[token]]);
        at += 1;
        continue;
      }
      const span = phraseAt(tokens, taken, at);
      if (!span) {
        if (!isStopWord(token)) groups.push([[token]]);
        at += 1;
        continue;
      }
      requirement.parts.push(span.item.part);
      for (let offset = 0; offset < span.length; offset += 1) taken[at + offset] = true;
      const typed = span.typed.filter((word) => !isStopWord(word));
      const meant = span.item.words.split(' ');
      // A phrase of helper words only ('flat') narrows the listing but is never required of an entry.
      if (typed.length > 0) groups.push(typed.join(' ') === meant.join(' ') ? [typed] : [typed, meant]);
      at += span.length;
    }

    const leftover = tokens.some((token, at) => !taken[at] && !isStopWord(token));
    return {
      requirement: { ...requirement, bedrooms: [...new Set(requirement.bedrooms)] },
      groups,
      complete: hasRequirement(requirement) && !leftover,
      lastToken: tokens.at(-1) ?? null,
    };
  };
}
