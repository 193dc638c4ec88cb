import { numberWordsToDigits } from './number-words';

/** Longer input is cut to this many characters before it is read. */
export const MAX_QUERY_LENGTH = 200;

/**
 * How the index and every query are written before they meet: one canonical spelling per
 * place, size and amount, so that 'Gurugram' and 'gurgaon', 'sec-65' and 'Sector 65', '3bhk'
 * and 'three bedroom', '80L' and 'eighty lakh' become the same tokens on both sides.
 */

/** Lower case without accents or punctuation; a dot survives only inside a number, a dash between numbers reads 'to'. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(\d)\s*[-–—]\s*(?=\d)/g, '$1 to ')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Phrases rewritten to one spelling, in order; each applies to the whole folded text. */
const CANONICAL: readonly (readonly [RegExp, string])[] = [
  [/\b(?:gurugram|ggn)\b/g, 'gurgaon'],
  [/\bnew delhi\b/g, 'delhi'],
  [/\b(?:noida ext(?:ension|n)?|gnw)\b/g, 'greater noida west'],
  [/\b(?:ext|extn)\b/g, 'extension'],
  [/\bdxp\b/g, 'dwarka expressway'],
  [/\bspr\b/g, 'southern peripheral road'],
  [/\bgcr\b/g, 'golf course road'],
  [/\b(?:gcer|gcx)\b/g, 'golf course extension road'],
  [/\b(?:expy|expwy)\b/g, 'expressway'],
  [/\brtm\b/g, 'ready to move'],
  // 'sec 65', 'Sector-37D', 'sector 37 d' -> 'sector65', 'sector37d'
  [/\bsec(?:t|tor)?\s*(\d+)(?:\s?([a-z])\b)?/g, 'sector$1$2'],
  // '2 or 3 bhk' -> '2bhk 3bhk', then '3 bhk', '3-bhk', '3 bedrooms', '3 b h k' -> '3bhk'.
  [/\b(\d+(?:\.\d+)?)\s*(?:or|and|to|\/)\s*(?=\d+(?:\.\d+)?\s*(?:bhk|b h k|bed(?:room)?s?|br)\b)/g, '$1bhk '],
  [/\b(\d+(?:\.\d+)?)\s*(?:bhk|b h k|bed(?:room)?s?|br)\b/g, '$1bhk'],
  [/\b(\d+(?:\.\d+)?)\s*(?:crores?|crs?)\b/g, '$1cr'],
  [/\b(\d+(?:\.\d+)?)\s*(?:lakhs?|lacs?|lkh|l)\b/g, '$1lakh'],
  [/\bup to\b/g, 'upto'],
  [/\b(?:less|lesser|lower) than\b/g, 'below'],
  [/\b(?:more|greater|higher) than\b/g, 'above'],
  [/\b(?:at ?least|starting (?:from|at))\b/g, 'above'],
  [/\b(?:and above|onwards|and more)\b/g, 'plus'],
];

/** The canonical form of a text: folded, number words as digits, phrases in one spelling. */
export function canonicalText(text: string): string {
  let canonical = numberWordsToDigits(foldText(text));
  for (const [pattern, replacement] of CANONICAL) canonical = canonical.replace(pattern, replacement);
  return canonical.replace(/\s+/g, ' ').trim();
}

export function tokensOf(text: string): string[] {
  const canonical = canonicalText(text);
  return canonical ? canonical.split(' ') : [];
}

/** Words that help a reader understand the query but are never required to match an entry. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'buy',
  'for',
  'find',
  'flat',
  'flats',
  'fully',
  'i',
  'in',
  'inr',
  'looking',
  'me',
  'my',
  'near',
  'nearby',
  'need',
  'of',
  'or',
  'please',
  'project',
  'projects',
  'properties',
  'property',
  'rs',
  'show',
  'the',
  'to',
  'want',
  'with',
]);

export const isStopWord = (token: string) => STOP_WORDS.has(token);
