import { closeSync, openSync, rmSync, statSync } from 'node:fs';

const LOCK_STALE_MS = 120_000;

/**
 * Runs `run` while holding `file` (created exclusively), so that processes sharing a SQLite file take turns; waits
 * while another holds it, unless it is stale (its holder died without removing it).
 */
export async function withLockFile<T>(file: string, run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(file, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(file, { force: true });
  }
}
