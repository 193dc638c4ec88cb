/**
 * What this server process keeps for its lifetime, by name: each module owns its own slot and its
 * own type, so nothing here needs to know what any of them keep. Next.js may load a module once
 * per route bundle, and server/start-server.mjs (plain JavaScript) shares nothing with the bundles
 * but the process, so the slots live in one Map on globalThis rather than in module variables
 * (the pattern of epic-stack's `remember`).
 */

// Symbol.for: the same key from every bundle and from server/start-server.mjs.
const KEY = Symbol.for('nestora.remembered');

function slots(): Map<string, unknown> {
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  return (holder[KEY] ??= new Map());
}

/** The value kept under `name`, created by `create` the first time anyone in the process asks. */
export function remember<Value>(name: string, create: () => Value): Value {
  const kept = slots();
  if (!kept.has(name)) kept.set(name, create());
  return kept.get(name) as Value;
}

/** Empties the slot, so the next `remember(name, …)` creates the value afresh. */
export function forget(name: string): void {
  slots().delete(name);
}
