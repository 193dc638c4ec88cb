import { savedAtOf, savedCopyNotice } from './saved-copy';

describe('savedCopyNotice', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('gives the time alone for a copy saved today', () => {
    expect(savedCopyNotice(new Date('2026-11-25T08:35:00Z'), now, 'en-GB', 'Asia/Kolkata')).toBe('Offline: showing the copy saved 14:05');
  });

  it('adds the date for a copy from another day, in the visitor’s time zone', () => {
    const lateEvening = new Date('2026-11-24T20:00:00Z');
    // Already the 25th in India, where it reads as today; still the 24th in UTC.
    expect(savedCopyNotice(lateEvening, now, 'en-GB', 'Asia/Kolkata')).toBe('Offline: showing the copy saved 01:30');
    expect(savedCopyNotice(lateEvening, now, 'en-GB', 'UTC')).toBe('Offline: showing the copy saved 24 Nov 2026, 20:00');
  });

  it('follows the locale’s way of writing the time', () => {
    expect(savedCopyNotice(new Date('2026-11-25T08:35:00Z'), now, 'en-US', 'UTC')).toMatch(/^Offline: showing the copy saved 8:35\sAM$/);
  });
});

describe('savedAtOf', () => {
  it('reads the Date header, and nothing from a missing or broken one', () => {
    expect(savedAtOf('Wed, 25 Nov 2026 08:35:00 GMT')).toBe(Date.UTC(2026, 10, 25, 8, 35));
    expect(savedAtOf(null)).toBeNull();
    expect(savedAtOf('yesterday')).toBeNull();
  });
});
