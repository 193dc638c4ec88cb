import { remember } from '@/lib/platform/process/remember';

type Waker = () => void;

const kept = () => remember('intake-waker', (): { waker?: Waker } => ({}));

/** Called by the intake worker when it starts: `wakeIntake()` then runs it at once. */
export function onIntakeWake(waker: Waker | undefined): void {
  kept().waker = waker;
}

/** Asks the intake worker to turn newly accepted events into leads now instead of at its next poll. */
export function wakeIntake(): void {
  kept().waker?.();
}
