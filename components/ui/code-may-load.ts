// When an island's code may be fetched (TRIGGERS.idle and the first touch on the page): a module of its own, since
// every page's first load carries it.
import { TRIGGERS } from './island-triggers';

/** Runs `task` once the page has loaded and the browser is idle (TRIGGERS.idle); returns a cancel. */
export function afterLoadWhenIdle(task: () => void): () => void {
  let live = true;
  const run = () => live && task();
  const whenIdle = () =>
    // Safari has no requestIdleCallback.
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: TRIGGERS.idle.timeoutMs })
      : setTimeout(run, TRIGGERS.idle.withoutIdleCallbackMs);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    live = false;
  };
}

let mayLoad: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle, or at the visitor's first tap, key or focus,
 * whichever comes first: when an island's code may be fetched without competing with the page.
 */
export function codeMayLoad(): Promise<void> {
  mayLoad ??= new Promise<void>((resolve) => {
    const listening = new AbortController();
    const go = () => {
      listening.abort();
      resolve();
    };
    for (const name of TRIGGERS.touch.pageEvents) document.addEventListener(name, go, { capture: true, signal: listening.signal });
    // A tap made before hydration and held by the loader (data-tap-waiting, tap-replay.ts) was a first tap too: its
    // control may be in an island, whose tap the loader drops if the code comes 5 s after hydration or later.
    if (document.querySelector('[data-tap-waiting]')) go();
    afterLoadWhenIdle(go);
  });
  return mayLoad;
}

let turns: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after the previous caller's: the islands of a page start fetching one per task
 * once their code may load, not all in the one task that opens the gate, where their start-up (a script and a style
 * element added each, the modules already here evaluated) made one long task on a phone-class CPU.
 */
function ownTurn(): Promise<void> {
  turns = turns.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  return turns;
}

/** codeMayLoad(), then a task of the caller's own (ownTurn): when an island that fetches code itself may start. */
export const codeInTurn = (): Promise<void> => codeMayLoad().then(ownTurn);
