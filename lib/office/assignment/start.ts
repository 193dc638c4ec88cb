import { onDrain } from '@/lib/platform/process/drain';
import 'server-only';
import { createClockWorker } from './clock-worker';

/** Starts this server process's first-contact clock; on SIGTERM it finishes the step in progress. */
export function startClockWorker(): void {
  const worker = createClockWorker();
  onDrain('work', () => worker.stop());
  worker.start();
}
