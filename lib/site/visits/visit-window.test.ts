import { isBookableDay, visitWindow } from './visit-window';

it('runs from tomorrow to 60 days ahead in India time, across month and year ends', () => {
  expect(visitWindow(new Date('2026-11-24T10:00:00Z'))).toEqual({ first: '2026-11-25', last: '2027-01-23' });
  // 19:00 UTC on 30 November is already 1 December in India.
  expect(visitWindow(new Date('2026-11-30T19:00:00Z'))).toEqual({ first: '2026-12-02', last: '2027-01-30' });
  expect(visitWindow(new Date('2026-11-30T18:00:00Z')).first).toBe('2026-12-01');
});

it('refuses today, the past, day 61 and days that do not exist', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  expect(isBookableDay('2026-11-24', now)).toBe(false);
  expect(isBookableDay('2026-11-25', now)).toBe(true);
  expect(isBookableDay('2027-01-23', now)).toBe(true);
  expect(isBookableDay('2027-01-24', now)).toBe(false);
  expect(isBookableDay('2026-11-31', now)).toBe(false);
  expect(isBookableDay('25/11/2026', now)).toBe(false);
  // A month that does not exist is refused, not a crash (Invalid Date has no ISO string).
  expect(isBookableDay('2026-13-45', now)).toBe(false);
});
