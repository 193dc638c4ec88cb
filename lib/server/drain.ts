/**
 * What a server does between SIGTERM and exit. scripts/start-server.mjs owns the signal: it sets
 * `draining` (so /api/health answers 503 and a load balancer stops sending), stops taking
 * connections, then runs these hooks: first the 'work' hooks (the outbox worker finishing its
 * sends), then the 'close' hooks (the database), all within its time limit. The state lives on
 * globalThis because that plain-JS script and the app's bundles share only the process.
 */
type Hook = () => Promise<void>;
type Phase = 'work' | 'close';
export type DrainState = { draining: boolean; hooks: Record<Phase, Hook[]> };

const holder = globalThis as unknown as { nestoraDrain?: DrainState };

export function drainState(): DrainState {
  holder.nestoraDrain ??= { draining: false, hooks: { work: [], close: [] } };
  return holder.nestoraDrain;
}

export function isDraining(): boolean {
  return drainState().draining;
}

/** Registers something to finish before the process exits: in-flight work first, then connections. */
export function onDrain(phase: Phase, hook: Hook): void {
  drainState().hooks[phase].push(hook);
}
