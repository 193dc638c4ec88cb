import { onDrain } from '@/lib/platform/process/drain';
import 'server-only';
import { createIntakeWorker, type EventHandlers } from './intake-worker';
import { onIntakeWake } from './wake';

/**
 * Starts this server process's intake worker: accepted events (Meta's leadgen) become leads from now
 * on, those accepted before a crash or restart first; the sources whose events another wing files (WhatsApp's
 * messages, lib/office/whatsapp) through the handlers it is handed. On SIGTERM it finishes the leads in hand.
 */
export function startIntakeWorker(handlers: EventHandlers = {}): void {
  const worker = createIntakeWorker({ handlers });
  onIntakeWake(() => void worker.wake());
  onDrain('work', () => worker.stop());
  worker.start();
}
