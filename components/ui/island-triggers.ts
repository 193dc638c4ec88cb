/**
 * When an island's code may come (components/ui/island.tsx): the one table of triggers, with the one set of
 * margins and delays every public part waits by, and the waits that read it.
 */
export const TRIGGERS = {
  /** Once the page has loaded and the browser is idle; at the latest this long after the load event. */
  idle: { timeoutMs: 2000, withoutIdleCallbackMs: 200 },
  /** Within this margin of the viewport: a heavy part's code comes just before it is seen. */
  near: { rootMargin: '400px' },
  /** In view. */
  visible: { rootMargin: '0px' },
  /** The visitor's first tap, key or focus on the page; within a part, a focus, key or change of its own. */
  touch: { pageEvents: ['pointerdown', 'keydown', 'focusin'], partEvents: ['focusin', 'keydown', 'change'] },
} as const;

export type ViewportTrigger = 'near' | 'visible';

/** Runs `task` once the page has loaded and the browser is idle (TRIGGERS.idle); returns a cancel. */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: TRIGGERS.idle.timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback.
      const handle = globalThis.setTimeout(task, TRIGGERS.idle.withoutIdleCallbackMs);
      cancelIdle = () => globalThis.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

let mayLoad: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle, or at the visitor's first tap, key or focus,
 * whichever comes first: when an island's code may be fetched without competing with the page.
 */
export function codeMayLoad(): Promise<void> {
  mayLoad ??= new Promise<void>((resolve) => {
    const go = () => {
      for (const name of TRIGGERS.touch.pageEvents) document.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of TRIGGERS.touch.pageEvents) document.addEventListener(name, go, { capture: true, once: true, passive: true });
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

/**
 * Resolves at the visitor's first focus, key or change inside `element`, or once their first tap in it has ended (its
 * click made: a part that puts new markup in place of the server's must not do it between a press and its release,
 * where the click would be lost); at once when they are in it already (a control focused, or a tap the hydration
 * loader holds there: data-tap-waiting, made before React ran). `stop` ends the watch.
 */
export function firstTouch(element: Element, stop: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (element.contains(document.activeElement) || element.querySelector('[data-tap-waiting]')) return resolve();
    const options = { once: true, signal: stop };
    // Focus comes with a press too, before its release: only a focus from the keyboard (no press under way) counts.
    let pressed = false;
    for (const type of TRIGGERS.touch.partEvents) element.addEventListener(type, () => pressed || resolve(), options);
    element.addEventListener(
      'pointerdown',
      () => {
        pressed = true;
        const released = () => setTimeout(resolve);
        window.addEventListener('pointerup', released, options);
        window.addEventListener('pointercancel', released, options);
      },
      options,
    );
  });
}

/**
 * Calls `enter` once `element` is within the trigger's margin of the viewport (at once where the browser cannot
 * tell); returns a cancel.
 */
export function onceInView(element: Element, trigger: ViewportTrigger, enter: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    enter();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      enter();
    },
    { rootMargin: TRIGGERS[trigger].rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

let moved: Promise<void> | undefined;

/** Resolves at the visitor's first scroll, tap or key. */
export function visitorMoved(): Promise<void> {
  moved ??= new Promise<void>((resolve) => {
    const events = ['scroll', 'pointerdown', 'keydown'] as const;
    const go = () => {
      for (const name of events) window.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, go, { capture: true, passive: true });
  });
  return moved;
}
