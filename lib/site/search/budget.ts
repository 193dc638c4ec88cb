import { CRORE, LAKH } from '@/lib/site/project/rupees';

/** A budget in rupees; `max` null is open-ended. `inLakh` when the buyer spoke in lakh. */
export interface Budget {
  min: number;
  max: number | null;
  inLakh: boolean;
}

type Amount = { rupees: number; inLakh: boolean } | { number: number };

const AMOUNT = /^(\d+(?:\.\d+)?)(cr|lakh)?$/;
const UP_TO = new Set(['under', 'below', 'upto', 'max', 'maximum', 'within', 'till', 'budget']);
const FROM = new Set(['above', 'over', 'min', 'minimum', 'beyond', 'from']);
const RANGE_START = new Set(['between', 'from']);
const RANGE_JOIN = new Set(['and', 'to']);

/** '2cr' (canonical for '2 crore', '2 Cr', 'two crore'), '80lakh', or a bare '2' that only a range can give a unit. */
function amountOf(token: string | undefined): Amount | null {
  const match = AMOUNT.exec(token ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  if (!match[2]) return { number: value };
  return { rupees: Math.round(value * (match[2] === 'cr' ? CRORE : LAKH)), inLakh: match[2] === 'lakh' };
}

const priced = (amount: Amount | null): amount is { rupees: number; inLakh: boolean } => amount !== null && 'rupees' in amount;

/** 'between 1 and 2cr', '2 to 3cr': the first number takes the second's unit when it has none. */
function rangeOf(first: Amount, second: { rupees: number; inLakh: boolean }): Budget {
  const low = priced(first) ? first : { rupees: Math.round(first.number * (second.inLakh ? LAKH : CRORE)), inLakh: second.inLakh };
  return {
    min: Math.min(low.rupees, second.rupees),
    max: Math.max(low.rupees, second.rupees),
    inLakh: low.inLakh || second.inLakh,
  };
}

type Found = { budget: Budget; length: number };

function budgetAt(tokens: readonly string[], at: number): Found | null {
  const word = tokens[at]!;
  const next = amountOf(tokens[at + 1]);
  if (RANGE_START.has(word) && next && RANGE_JOIN.has(tokens[at + 2] ?? '')) {
    const last = amountOf(tokens[at + 3]);
    if (priced(last)) return { budget: rangeOf(next, last), length: 4 };
  }
  const here = amountOf(word);
  if (here && tokens[at + 1] === 'to') {
    const last = amountOf(tokens[at + 2]);
    if (priced(last)) return { budget: rangeOf(here, last), length: 3 };
  }
  if (UP_TO.has(word) && priced(next)) return { budget: { min: 0, max: next.rupees, inLakh: next.inLakh }, length: 2 };
  if (FROM.has(word) && priced(next)) {
    const length = tokens[at + 2] === 'plus' ? 3 : 2;
    return { budget: { min: next.rupees, max: null, inLakh: next.inLakh }, length };
  }
  if (priced(here)) {
    if (tokens[at + 1] === 'plus') return { budget: { min: here.rupees, max: null, inLakh: here.inLakh }, length: 2 };
    return { budget: { min: 0, max: here.rupees, inLakh: here.inLakh }, length: 1 };
  }
  return null;
}

/** Two budgets in one query narrow each other: 'above 1cr under 3cr' is 1 to 3 Cr. */
function both(a: Budget | null, b: Budget): Budget {
  if (!a) return b;
  const max = a.max === null ? b.max : b.max === null ? a.max : Math.min(a.max, b.max);
  return { min: Math.max(a.min, b.min), max, inLakh: a.inLakh || b.inLakh };
}

/**
 * Reads every budget phrase among the canonical tokens ('under 2cr', '1.5cr', '80lakh',
 * 'between 1 and 2cr', '2 to 3cr', 'above 5cr'); marks its tokens in `taken`. A bare amount is a ceiling.
 */
export function readBudget(tokens: readonly string[], taken: boolean[]): Budget | null {
  let budget: Budget | null = null;
  for (let at = 0; at < tokens.length; at += 1) {
    if (taken[at]) continue;
    const found = budgetAt(tokens, at);
    if (!found) continue;
    budget = both(budget, found.budget);
    for (let offset = 0; offset < found.length; offset += 1) taken[at + offset] = true;
    at += found.length - 1;
  }
  return budget;
}
