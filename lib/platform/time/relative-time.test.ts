import { timeAgo } from './relative-time';

const now = new Date('2026-11-25T12:00:00Z');
const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const MINUTE = 60_000;

it.each([
  [0, 'now'],
  [45_000, '45 sec ago'],
  [MINUTE, '1 min ago'],
  [12 * MINUTE + 59_000, '12 min ago'],
  [3 * 60 * MINUTE, '3 hr ago'],
  [24 * 60 * MINUTE, 'yesterday'],
  [3 * 24 * 60 * MINUTE, '3 days ago'],
  [14 * 24 * 60 * MINUTE, '2 wk ago'],
  [65 * 24 * 60 * MINUTE, '2 mo ago'],
  [400 * 24 * 60 * MINUTE, 'last yr'],
])('%d ms before now reads "%s"', (elapsed, expected) => {
  expect(timeAgo(before(elapsed), now)).toBe(expected);
});

it('reads an instant slightly in the future as now', () => {
  expect(timeAgo(new Date(now.getTime() + 5_000), now)).toBe('now');
});
