import { formatIst, istDayStart, istNextDayStart, parseDay } from './ist';

it('accepts only real calendar days', () => {
  expect(parseDay('2026-11-21')).toBe('2026-11-21');
  expect(parseDay('2026-02-30')).toBeUndefined();
  expect(parseDay('21/11/2026')).toBeUndefined();
  expect(parseDay('')).toBeUndefined();
  expect(parseDay(null)).toBeUndefined();
});

it('turns a day into its IST bounds', () => {
  expect(istDayStart('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
  expect(istNextDayStart('2026-11-21').toISOString()).toBe('2026-11-21T18:30:00.000Z');
});

it('formats instants in IST', () => {
  expect(formatIst(new Date('2026-11-20T18:45:00Z'))).toBe('2026-11-21 00:15 IST');
});
