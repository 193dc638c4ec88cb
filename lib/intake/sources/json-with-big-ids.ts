/**
 * JSON.parse, except that an integer past Number.MAX_SAFE_INTEGER (2^53 - 1) comes back as its digits
 * in a string: Meta and Google write their int64 ids (ad ids run to 17+ digits) as JSON numbers, and a
 * JavaScript number would round them. Throws SyntaxError as JSON.parse does.
 */
export function parseJsonKeepingBigIntegers(text: string): unknown {
  return JSON.parse(quoteBigIntegers(text));
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isNumberChar = (char: string | undefined) =>
  isDigit(char) || char === '-' || char === '+' || char === '.' || char === 'e' || char === 'E';

/**
 * The text with each too-big integer literal in a value's place wrapped in quotes. Only a value is
 * swapped (a number where an object's key belongs stays, for JSON.parse to refuse), so text that was
 * not JSON stays not JSON.
 */
function quoteBigIntegers(text: string): string {
  let result = '';
  let copiedUpTo = 0;
  let at = 0;
  const containers: string[] = [];
  let previous = '';
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"') {
      at += 1;
      while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
      at += 1;
      previous = '"';
      continue;
    }
    if (char === '{' || char === '[') containers.push(char);
    if (char === '}' || char === ']') containers.pop();
    if (char !== '-' && !isDigit(char)) {
      if (!/\s/.test(char)) previous = char;
      at += 1;
      continue;
    }
    let end = at + 1;
    while (end < text.length && isNumberChar(text[end])) end += 1;
    const token = text.slice(at, end);
    const inKeyPlace = containers.at(-1) === '{' && (previous === '{' || previous === ',');
    previous = '0';
    if (!inKeyPlace && /^-?(?:0|[1-9]\d*)$/.test(token) && !Number.isSafeInteger(Number(token))) {
      result += `${text.slice(copiedUpTo, at)}"${token}"`;
      copiedUpTo = end;
    }
    at = end;
  }
  return result + text.slice(copiedUpTo);
}
