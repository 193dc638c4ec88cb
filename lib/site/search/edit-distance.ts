/** Typo tolerance: how far a typed word may be from a word it is meant to match. */

const LETTERS = /^\p{L}+$/u;

/** None under 4 letters, 1 edit for 4 to 7 letters, 2 beyond; words with digits are never fuzzy. */
export function allowedEdits(word: string): number {
  if (!LETTERS.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/**
 * The optimal-string-alignment distance (insert, delete, substitute, or swap two neighbouring
 * letters, each one edit), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The word with each pair of neighbouring letters swapped once ('sobah' -> 'osbah', 'sboah', 'soabh', 'sobha'). */
export function adjacentSwaps(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] === word[i + 1]) continue;
    variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...variants];
}
