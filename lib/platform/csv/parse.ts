/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, and line breaks),
 * as spreadsheets export it: a byte-order mark is dropped, CRLF and LF both end a row, and blank
 * lines are skipped. Throws on a quote left open, naming the line it opened on.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0]!.trim() !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      line += 1;
      endRow();
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`A quoted field opened on line ${quoteLine} is never closed.`);
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
