/**
 * Reads "label: value" pairs out of a portal's mail: the lines of its text part, and the two-cell
 * rows of its HTML tables (a cell holding only ":" between them is skipped). Portals change their
 * wording more often than their shape, so the parsers look fields up by several labels.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  middot: '·',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const squash = (value: string) => value.replace(/[\s\u00a0]+/g, ' ').trim();

/** The visible text of an HTML fragment: tags dropped, block ends as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h\d|li|table)\s*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => squash(line))
    .filter(Boolean)
    .join('\n');
}

const normalLabel = (label: string) =>
  squash(label)
    .replace(/[‘’]/g, "'")
    .replace(/[:.]+$/, '')
    .trim()
    .toLowerCase();

function textFields(text: string, into: Map<string, string>) {
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z][A-Za-z .#/()'‘’-]{0,40}?)\s*:\s*(\S.*)$/.exec(line);
    if (!match) continue;
    const label = normalLabel(match[1]!);
    if (!into.has(label)) into.set(label, squash(match[2]!));
  }
}

// Innermost rows and cells only: a layout table's row holds the details table, whose rows are the fields.
const INNER_ROW = /<tr\b(?:(?!<tr\b)[\s\S])*?<\/tr\s*>/gi;
const INNER_CELL = /<t[dh]\b(?:(?!<t[dh]\b)[\s\S])*?<\/t[dh]\s*>/gi;
/** Beyond this a mail is not a lead notice; the cap keeps the row search's work bounded. */
const MAX_HTML = 512 * 1024;

function htmlFields(html: string, into: Map<string, string>) {
  for (const row of html.slice(0, MAX_HTML).match(INNER_ROW) ?? []) {
    const cells = (row.match(INNER_CELL) ?? [])
      .map((cell) => squash(decodeEntities(cell.replace(/<[^>]*>/g, ' '))))
      .filter((cell) => cell !== ':');
    if (cells.length !== 2 || !cells[0] || !cells[1]) continue;
    const label = normalLabel(cells[0]);
    if (label.length <= 40 && !into.has(label)) into.set(label, cells[1]);
  }
}

/** The labelled fields of a mail; the text part wins where both parts name a label. */
export function labelledFields(text: string, html: string): Map<string, string> {
  const fields = new Map<string, string>();
  textFields(text, fields);
  htmlFields(html, fields);
  return fields;
}
