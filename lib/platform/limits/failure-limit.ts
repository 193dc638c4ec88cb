type FailureLimit = { max: number; windowMs: number };

type Window = { attempts: number; resetAt: number };

const SWEEP_THRESHOLD = 10_000;

/**
 * Counts attempts per key in a fixed window that starts at the first attempt. An attempt is
 * counted before it is checked, in one synchronous step, so a burst of attempts at once is
 * counted exactly: only the first `max` may go on; the rest, and every attempt after them until
 * the window ends, are refused whatever they send, so a blocked client learns nothing. A success
 * forgets the key. Expired windows are forgotten, keeping memory bounded.
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
    /** Counts an attempt of `key`: 0 when it may go on, else the whole seconds until the window ends. */
    attempt(key: string): number {
      const at = now();
      if (windows.size >= SWEEP_THRESHOLD) {
        for (const stored of windows.keys()) current(stored, at);
      }
      const window = current(key, at) ?? { attempts: 0, resetAt: at + windowMs };
      window.attempts += 1;
      windows.set(key, window);
      return window.attempts > max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
    succeed(key: string) {
      windows.delete(key);
    },
  };
}
