type Waker = () => void;

// On globalThis: Next.js may load this module once per route bundle, and every copy must reach
// the one worker the server started.
const registry = globalThis as unknown as { nestoraOutboxWaker?: Waker };

/** Called by the worker when it starts: `wakeOutbox()` then runs it at once. */
export function onOutboxWake(waker: Waker | undefined): void {
  registry.nestoraOutboxWaker = waker;
}

/** Asks the worker to look for new deliveries now instead of at its next poll. */
export function wakeOutbox(): void {
  registry.nestoraOutboxWaker?.();
}
