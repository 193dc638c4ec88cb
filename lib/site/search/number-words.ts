/** Spoken and written number words as digits: 'three' -> 3, 'one and a half' -> 1.5, 'eighty' -> 80. */

const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const UNIT_WORDS = /^(crores?|cr|lakhs?|lacs?|lac)$/;
const DIGITS = /^\d+(\.\d+)?$/;

type Read = { value: number; next: number };

const small = (word: string | undefined) => (word === undefined ? undefined : SMALL[word]);
const tens = (word: string | undefined) => (word === undefined ? undefined : TENS[word]);

/** 'seventy five', 'twelve', 'forty': a whole number under 100. */
function readUnderHundred(words: readonly string[], at: number): Read | null {
  const ten = tens(words[at]);
  if (ten !== undefined) {
    const unit = small(words[at + 1]);
    return unit !== undefined && unit > 0 && unit < 10 ? { value: ten + unit, next: at + 2 } : { value: ten, next: at + 1 };
  }
  const unit = small(words[at]);
  return unit === undefined ? null : { value: unit, next: at + 1 };
}

/** A whole number under 1000 in words ('two hundred and fifty', 'a hundred'), or digits. */
function readWhole(words: readonly string[], at: number): Read | null {
  if (DIGITS.test(words[at] ?? '')) return { value: Number(words[at]), next: at + 1 };
  const head = words[at] === 'a' && words[at + 1] === 'hundred' ? { value: 1, next: at + 1 } : readUnderHundred(words, at);
  if (!head || words[head.next] !== 'hundred') return head;
  const afterAnd = words[head.next + 1] === 'and' ? head.next + 2 : head.next + 1;
  const rest = readUnderHundred(words, afterAnd);
  return rest ? { value: head.value * 100 + rest.value, next: rest.next } : { value: head.value * 100, next: head.next + 1 };
}

/** 'point five', 'and a half', 'and half' after a whole number. */
function readFraction(words: readonly string[], at: number): Read | null {
  if (words[at] === 'point') {
    let digits = '';
    let next = at + 1;
    for (let unit = small(words[next]); unit !== undefined && unit < 10; unit = small(words[next])) {
      digits += String(unit);
      next += 1;
    }
    return digits ? { value: Number(`0.${digits}`), next } : null;
  }
  if (words[at] === 'and' && words[at + 1] === 'a' && words[at + 2] === 'half') return { value: 0.5, next: at + 3 };
  if (words[at] === 'and' && words[at + 1] === 'half') return { value: 0.5, next: at + 2 };
  return null;
}

function readNumber(words: readonly string[], at: number): Read | null {
  // 'half a crore', 'half crore'
  if (words[at] === 'half') {
    const unitAt = words[at + 1] === 'a' ? at + 2 : at + 1;
    return UNIT_WORDS.test(words[unitAt] ?? '') ? { value: 0.5, next: unitAt } : null;
  }
  const whole = readWhole(words, at);
  if (!whole) return null;
  const fraction = readFraction(words, whole.next);
  return fraction ? { value: whole.value + fraction.value, next: fraction.next } : whole;
}

/**
 * Replaces number words in space-separated text with digits, keeping every other word as it is
 * (case included): 'Three BHK under one and a half crore' -> '3 BHK under 1.5 crore'.
 */
export function numberWordsToDigits(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lower = words.map((word) => word.toLowerCase());
  const out: string[] = [];
  for (let at = 0; at < words.length;) {
    const read = readNumber(lower, at);
    // Plain digits stay as written ('3' is not rewritten as '3').
    if (read && !(read.next === at + 1 && DIGITS.test(lower[at]!))) {
      out.push(String(Number(read.value.toFixed(2))));
      at = read.next;
    } else {
      out.push(words[at]!);
      at += 1;
    }
  }
  return out.join(' ');
}
