import { GIVE_UP_AFTER_MS, nextAttemptAfterFailure } from './backoff';

const created = new Date('2026-11-24T06:00:00Z');
const after = (ms: number) => new Date(created.getTime() + ms);

it('waits about 30 s, 2 min, 10 min, 1 h, then every 6 h', () => {
  const waits = [1, 2, 3, 4, 5, 6].map(
    (attempt) => (nextAttemptAfterFailure(attempt, created, created)?.getTime() ?? 0) - created.getTime(),
  );
  expect(waits).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000, 21_600_000]);
});

it('gives up three days after the row was created', () => {
  expect(nextAttemptAfterFailure(12, created, after(GIVE_UP_AFTER_MS - 6 * 3_600_000))).toEqual(after(GIVE_UP_AFTER_MS));
  expect(nextAttemptAfterFailure(13, created, after(GIVE_UP_AFTER_MS - 3_600_000))).toBeNull();
});
