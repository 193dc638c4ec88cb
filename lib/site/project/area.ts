/** Area texts such as '1850 - 3200 sq.ft.' or '1,200 sqft' read as numeric ranges. */

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** The first one or two numbers of the text as [min, max]; null when there is none. */
export function parseAreaRange(text: string | null | undefined): [number, number] | null {
  if (!text) return null;
  const numbers = (text.match(NUMBER) ?? [])
    .slice(0, 2)
    .map((raw) => Number(raw.replace(/,/g, '')))
    .filter((n) => Number.isFinite(n));
  const [first, second = first] = numbers;
  if (first === undefined || second === undefined) return null;
  return [Math.min(first, second), Math.max(first, second)];
}
