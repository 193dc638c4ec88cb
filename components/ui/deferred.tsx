'use client';

import { islandPending } from '@/browser/hydration-loader/pending-islands';
import { lazy, Suspense, type ComponentType } from 'react';

let started: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle, or at the visitor's first tap, key or focus,
 * whichever comes first: when a deferred component's code may be fetched without competing with the page.
 */
export function deferredCodeMayLoad(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const go = () => {
      for (const name of events) document.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) document.addEventListener(name, go, { capture: true, once: true, passive: true });
    // A tap made before hydration and held by the loader (data-tap-waiting, tap-replay.ts) was a first tap too: its
    // control may be in a deferred part, whose tap the loader drops if the code comes 5 s after hydration or later.
    if (document.querySelector('[data-tap-waiting]')) go();
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
      // Safari has no requestIdleCallback.
      else globalThis.setTimeout(go, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return started;
}

let turns: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after the previous caller's: the deferred parts of a page start fetching one per
 * task once their code may load, not all in the one task that opens the gate, where their start-up (a script and a
 * style element added each, the modules already here evaluated) made one long task on a phone-class CPU.
 */
function ownTurn(): Promise<void> {
  turns = turns.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  return turns;
}

/** deferredCodeMayLoad(), then a task of the caller's own (ownTurn): when a part that fetches code itself may start. */
export const deferredCodeInTurn = (): Promise<void> => deferredCodeMayLoad().then(ownTurn);

/**
 * A client component whose code stays out of the page's first-load JavaScript (issue 43). The server renders it
 * in full, so its HTML (a form that posts without JavaScript, say) is in the page as before; in the browser that
 * HTML stays as it is, a Suspense boundary React has not hydrated yet, until deferredCodeMayLoad(), when the code
 * is fetched and React hydrates it. Taps on it meanwhile are held and replayed once React owns the control
 * (browser/hydration-loader/tap-replay.ts); values typed into its fields are kept.
 *
 * `onServer` is the component itself on the server and undefined in the browser, written at each call as
 * `typeof window === 'undefined' ? require('./x').X : undefined`: the bundler drops that branch from the browser's
 * code, and the server renders the component at once, in place. (An import() would make the server wait for it
 * within the render, and React would then send the boundary's HTML at the end of the page, hidden until a script
 * moves it: no form without JavaScript.)
 *
 * Only for parts that render nothing on the server (a form opened by a tap, an empty client) or little: React
 * (19.2) sends a Suspense boundary of more than 500 bytes that comes after the page's first ~12 KB at the end of the
 * document, hidden until an inline script moves it into place, so a large one would be missing without JavaScript.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
): ComponentType<Props> {
  type Module = { default: ComponentType<Props> };
  let loaded: Module | undefined;
  const Lazy = lazy(() => {
    // Already here: handed over synchronously (React.lazy takes any thenable), so React renders it at once.
    const ready = loaded;
    if (ready) return { then: (resolve: (module: Module) => void) => resolve(ready) } as Promise<Module>;
    // Until React has it, the loader holds taps on its controls as it does before hydration (tap-replay.ts).
    const settled = islandPending(window);
    // Code that cannot be fetched (offline, say) leaves the server's HTML as it is, rather than an error page.
    return deferredCodeInTurn()
      .then(load)
      .then((component): Module => (loaded = { default: component }))
      .finally(settled)
      .catch(() => new Promise<Module>(() => {}));
  });
  const Rendered = onServer ?? Lazy;
  function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
