import { daysLeft, dueAt, isOverdue } from './deadline';

const openedAt = new Date('2026-11-01T10:00:00Z');

it('gives a request 30 days from when it reached staff', () => {
  expect(dueAt(openedAt).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  expect(daysLeft(openedAt, new Date('2026-11-01T10:00:00Z'))).toBe(30);
  expect(daysLeft(openedAt, new Date('2026-11-30T11:00:00Z'))).toBe(0);
});

it('is overdue only once the 30 days have passed', () => {
  expect(isOverdue(openedAt, new Date('2026-12-01T10:00:00Z'))).toBe(false);
  expect(isOverdue(openedAt, new Date('2026-12-01T10:00:01Z'))).toBe(true);
  expect(daysLeft(openedAt, new Date('2026-12-03T11:00:00Z'))).toBe(-2);
});
