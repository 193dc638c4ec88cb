import { normalisedPhone, phoneKeyOf } from './phone-key';

it('reads an Indian number however it is typed, a bare ten digits included, keyed by its ten digits as before', () => {
  for (const typed of ['9810000000', '+91 98100 00000', '098100-00000', '919810000000', '+91-98100-00000']) {
    expect(normalisedPhone(typed)).toEqual({ e164: '+919810000000', key: '9810000000' });
    expect(phoneKeyOf(typed)).toBe('9810000000');
  }
});

it('keys another country’s number by E.164, so it cannot collide with an Indian one ending the same', () => {
  expect(normalisedPhone('+44 20 7946 0958')).toEqual({ e164: '+442079460958', key: '+442079460958' });
  expect(phoneKeyOf('+1 (415) 555-2671')).toBe('+14155552671');
});

it('finds no valid number in too few digits or nonsense; the website keeps its old key for them', () => {
  expect(normalisedPhone('12345')).toBeNull();
  expect(normalisedPhone('call me')).toBeNull();
  expect(normalisedPhone('5555555555')).toBeNull();
  expect(phoneKeyOf('5555555555')).toBe('5555555555');
  expect(phoneKeyOf('12345')).toBeUndefined();
});
