import { parseCsv } from './parse';

it('reads quoted commas, doubled quotes, line breaks in quotes, CRLF, a BOM and blank lines', () => {
  const text = '\uFEFFname,message\r\n"Sharma, Priya","She said ""call after 6""\nplease"\r\n\r\nRavi,\n';
  expect(parseCsv(text)).toEqual([
    ['name', 'message'],
    ['Sharma, Priya', 'She said "call after 6"\nplease'],
    ['Ravi', ''],
  ]);
});

it('names the line of a quote left open', () => {
  expect(() => parseCsv('name\n"open\nstill open')).toThrow('line 2');
});
