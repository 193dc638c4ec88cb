import { formatMinutes, ordinal } from './format';

describe('ordinal', () => {
  it.each([
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [103, '103rd'],
    [111, '111th'],
  ])('%i is the %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it.each([
    [0.4, '0 min'],
    [12.6, '13 min'],
    [59.4, '59 min'],
    [60, '1 h 0 min'],
    [185, '3 h 5 min'],
    [24 * 60 + 250, '1 d 4 h'],
  ])('%d minutes read "%s"', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
