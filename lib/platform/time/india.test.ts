import { formatIst, formatIstLongDay, istClock, istDayStart, istDaysAfter, istNextDayStart, istToday, parseDay } from './india';

it('accepts only real calendar days', () => {
  expect(parseDay('2026-11-21')).toBe('2026-11-21');
  expect(parseDay('2026-02-30')).toBeUndefined();
  expect(parseDay('2026-13-45')).toBeUndefined();
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
  expect(istClock(new Date('2026-11-20T18:45:00Z'))).toBe('00:15');
});

it('names the India day of an instant in words', () => {
  // 20:00 UTC on 30 November is 1 December in India.
  expect(formatIstLongDay(new Date('2026-11-30T20:00:00Z'))).toBe('1 December 2026');
  expect(formatIstLongDay(new Date('2026-11-30T18:00:00Z'))).toBe('30 November 2026');
});

describe('istToday', () => {
  it('turns at midnight in India, 18:30 UTC', () => {
    expect(istToday(new Date('2026-11-24T18:29:59.999Z'))).toBe('2026-11-24');
    expect(istToday(new Date('2026-11-24T18:30:00.000Z'))).toBe('2026-11-25');
  });
});

it('counts days ahead across month and year ends', () => {
  expect(istDaysAfter('2026-11-30', 1)).toBe('2026-12-01');
  expect(istDaysAfter('2026-12-31', 1)).toBe('2027-01-01');
  expect(istDaysAfter('2026-11-24', 60)).toBe('2027-01-23');
  expect(istDaysAfter('2026-11-24', 0)).toBe('2026-11-24');
});
