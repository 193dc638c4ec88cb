import { parseJsonKeepingBigIntegers } from './json-with-big-ids';

it('keeps an integer past 2^53 as its digits, and safe numbers as numbers', () => {
  expect(
    parseJsonKeepingBigIntegers('{"ad_id": 23851234567890123, "leadgen_id":9007199254740993,"t":1764220000,"x":-9007199254740993}'),
  ).toEqual({
    ad_id: '23851234567890123',
    leadgen_id: '9007199254740993',
    t: 1764220000,
    x: '-9007199254740993',
  });
  expect(parseJsonKeepingBigIntegers('[9007199254740991, 9007199254740992]')).toEqual([9007199254740991, '9007199254740992']);
});

it('leaves digits inside strings, escaped quotes included, and fractions and exponents alone', () => {
  expect(parseJsonKeepingBigIntegers('{"a":"say \\"23851234567890123\\" 99999999999999999","b":1.5e300,"c":12345678901234567.5}')).toEqual({
    a: 'say "23851234567890123" 99999999999999999',
    b: 1.5e300,
    c: 12345678901234567.5,
  });
});

it('throws on text that is not JSON, as JSON.parse does', () => {
  expect(() => parseJsonKeepingBigIntegers('{"a": 23851234567890123x}')).toThrow(SyntaxError);
  expect(() => parseJsonKeepingBigIntegers('{23851234567890123: 1}')).toThrow(SyntaxError);
  expect(() => parseJsonKeepingBigIntegers('{"a": 1, 23851234567890123: 1}')).toThrow(SyntaxError);
  expect(() => parseJsonKeepingBigIntegers('{"a": 012345678901234567}')).toThrow(SyntaxError);
});
