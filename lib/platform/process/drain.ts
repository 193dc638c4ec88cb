/**
 * What a server does between SIGTERM and exit. server/start-server.mjs owns the signal: it sets
 * `draining` (so /api/health answers 503 and a load balancer stops sending), stops taking
 * connections, then runs these hooks: first the 'work' hooks (the outbox worker finishing its
 * sends), then the 'close' hooks (the database), all within its time limit. The state is remembered
 * under 'drain' because that plain-JS script and the app's bundles share only the process.
 */
import { remember } from './remember';

type Hook = () => Promise<void>;
type Phase = 'work' | 'close';
export type DrainState = { draining: boolean; hooks: Record<Phase, Hook[]> };

export function drainState(): DrainState {
  return remember<DrainState>('drain', () => ({ draining: false, hooks: { work: [], close: [] } }));
}

export function isDraining(): boolean {
  return drainState().draining;
}

/** Registers something to finish before the process exits: in-flight work first, then connections. */
export function onDrain(phase: Phase, hook: Hook): void {
  drainState().hooks[phase].push(hook);
}
