import { onDrain } from './drain';

/**
 * A job every instance runs on a timer (a claim in the database lets one of them do the work): once `firstAfterMs`
 * after start, then every `everyMs`, never two runs at a time, and stopped when the server drains, the run in progress
 * awaited. The job reports its own outcome and failure; it must not reject.
 */
export function repeatWhileServing(
  job: () => Promise<unknown>,
  { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number },
): void {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = job().finally(() => (running = undefined));
  };
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  onDrain('work', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
