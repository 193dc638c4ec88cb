// A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets, also
// after leading spaces, and in the full-width forms (＝ ＋ － ＠) that spreadsheets fold to ASCII.
const formulaStart = /^[=+\-@]/;
const controlStart = /^[\t\r\n]/;

function looksLikeFormula(text: string): boolean {
  return controlStart.test(text) || formulaStart.test(text.normalize('NFKC').trimStart());
}

/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled, and text that a spreadsheet would run
 * as a formula prefixed with an apostrophe (OWASP's advice against CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A UTF-8 byte-order mark first, so Excel reads names in Hindi or with accents correctly. */
export const csvPreamble = '\uFEFF';
