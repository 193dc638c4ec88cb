import { remember } from '@/lib/platform/process/remember';

type Waker = () => void;

const kept = () => remember('outbox-waker', (): { waker?: Waker } => ({}));

/** Called by the worker when it starts: `wakeOutbox()` then runs it at once. */
export function onOutboxWake(waker: Waker | undefined): void {
  kept().waker = waker;
}

/** Asks the worker to look for new deliveries now instead of at its next poll. */
export function wakeOutbox(): void {
  kept().waker?.();
}
