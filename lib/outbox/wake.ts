import { processState } from '@/lib/server/process-state';

type Waker = () => void;

/** Called by the worker when it starts: `wakeOutbox()` then runs it at once. */
export function onOutboxWake(waker: Waker | undefined): void {
  processState().outboxWaker = waker;
}

/** Asks the worker to look for new deliveries now instead of at its next poll. */
export function wakeOutbox(): void {
  processState().outboxWaker?.();
}
