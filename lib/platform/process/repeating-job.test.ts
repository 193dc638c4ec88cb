import { drainState } from './drain';
import { repeatWhileServing } from './repeating-job';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs first after its delay, then on every beat, never two runs at a time, and stops at the drain once the run in progress ends', async () => {
  let runs = 0;
  let finish: () => void = () => {};
  repeatWhileServing(
    () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    },
    { everyMs: 1000, firstAfterMs: 300 },
  );
  await jest.advanceTimersByTimeAsync(299);
  expect(runs).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(runs).toBe(1);
  // Still running at the next two beats: no second run beside it.
  await jest.advanceTimersByTimeAsync(2000);
  expect(runs).toBe(1);
  finish();
  await jest.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(2);

  const hooks = drainState().hooks.work;
  let drained = false;
  const draining = Promise.all(hooks.map((hook) => hook())).then(() => (drained = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(drained).toBe(false);
  finish();
  await draining;
  expect(drained).toBe(true);
  await jest.advanceTimersByTimeAsync(5000);
  expect(runs).toBe(2);
});
