import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('quotes every cell and doubles quotes inside it', () => {
    expect(csvCell('Asha')).toBe('"Asha"');
    expect(csvCell('She said "call me", twice')).toBe('"She said ""call me"", twice"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it.each([
    '=HYPERLINK("http://evil")',
    '+91 98765 43210',
    '-2+3',
    '@SUM(A1)',
    '\tTAB',
    '\rCR',
    '  =1+1',
    '\u00a0=cmd|"/c calc"!A1',
    '＝HYPERLINK("http://evil")',
    ' ＋1',
    '－1+1',
    '＠SUM(A1)',
  ])('defuses text a spreadsheet would run as a formula: %j', (text) => {
    expect(csvCell(text).startsWith(`"'`)).toBe(true);
  });

  it('leaves ordinary text alone, including a sign that is not at the start', () => {
    expect(csvCell('Asha = lead')).toBe('"Asha = lead"');
    expect(csvCell('  Asha')).toBe('"  Asha"');
  });

  it('leaves numbers, booleans and empty values alone', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

it('csvRow ends every record with CRLF', () => {
  expect(csvRow(['a', 'b,c'])).toBe('"a","b,c"\r\n');
});
