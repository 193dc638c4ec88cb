import 'server-only';
import { onDrain } from '@/lib/server/drain';
import { onOutboxWake } from './wake';
import { createOutboxWorker } from './worker';

/** Starts this server process's outbox worker: stored leads are delivered from now on, and on SIGTERM it finishes its sends. */
export function startOutboxWorker(): void {
  const worker = createOutboxWorker();
  onOutboxWake(() => void worker.wake());
  onDrain('work', () => worker.stop());
  worker.start();
}
