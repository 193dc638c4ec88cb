import { onDrain } from '@/lib/platform/process/drain';
import 'server-only';
import { createIntakeWorker } from './intake-worker';
import { onIntakeWake } from './wake';

/**
 * Starts this server process's intake worker: accepted events (Meta's leadgen) become leads from now
 * on, those accepted before a crash or restart first. On SIGTERM it finishes the leads in hand.
 */
export function startIntakeWorker(): void {
  const worker = createIntakeWorker();
  onIntakeWake(() => void worker.wake());
  onDrain('work', () => worker.stop());
  worker.start();
}
