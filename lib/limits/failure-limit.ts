type FailureLimit = { max: number; windowMs: number };

type Window = { failures: number; resetAt: number };

const SWEEP_THRESHOLD = 10_000;

/**
 * Counts failed attempts per key in a fixed window that starts at the first failure. Once a key
 * has `max` failures it is refused until its window ends, whatever it sends, so a blocked client
 * learns nothing from further guesses. Expired windows are forgotten, keeping memory bounded.
 */
export function createFailureLimiter({ max, windowMs }: FailureLimit, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function current(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    /** Whole seconds until `key` may try again; 0 while it may. */
    retryAfterSeconds(key: string): number {
      const at = now();
      const window = current(key, at);
      return window && window.failures >= max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
    fail(key: string) {
      const at = now();
      if (windows.size >= SWEEP_THRESHOLD) {
        for (const stored of windows.keys()) current(stored, at);
      }
      const window = current(key, at);
      if (window) window.failures += 1;
      else windows.set(key, { failures: 1, resetAt: at + windowMs });
    },
    succeed(key: string) {
      windows.delete(key);
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
