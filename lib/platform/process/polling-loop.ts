/**
 * A worker's passes: `pass` runs on every poll and on every wake, never two at a time. A wake during a pass runs
 * one more right after it (what woke it may have come too late for the pass in progress), and nothing starts once
 * stopping, since a pass begun after stop() would outlive the drain and its database connection. The pass reads
 * `stopping()` between its batches, so that a stop waits for one batch, not the whole backlog.
 */
export function pollingLoop(pass: () => Promise<void>, pollMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let polling = false;
  let stopping = false;

  /** Runs a pass now, or right after the one in progress; nothing once stopping (the next start picks it up). */
  function wake(): Promise<void> {
    if (stopping) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopping) {
        again = false;
        void wake();
      }
    });
    return running;
  }

  function schedule() {
    if (!polling) return;
    timer = setTimeout(() => void wake().finally(schedule), pollMs);
    timer.unref();
  }

  return {
    wake,
    stopping: () => stopping,
    /** Starts polling, with a pass at once for whatever was waiting when the server started. */
    start() {
      if (polling) return;
      polling = true;
      stopping = false;
      void wake();
      schedule();
    },
    /** Stops polling; resolves when the pass in progress has finished. */
    async stop() {
      polling = false;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
