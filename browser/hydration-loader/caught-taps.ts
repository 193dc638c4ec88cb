/**
 * Where the tap catcher (tap-catcher.ts, the inline script right after `<body>`) leaves what it caught for the
 * loader before `</body>` (loader.ts): the events, in order, and a function that stops catching.
 */
export const CAUGHT_TAPS = '__caughtTaps';
/** The events tap-replay.ts acts on before hydration: a click to hold, a changed value to announce, a first touch. */
export const CAUGHT_TYPES = ['click', 'input', 'change', 'pointerdown'] as const;

export type CaughtTaps = { events: Event[]; stop: () => void };

/** What the catcher caught, with the catcher stopped; empty on a page that has none (its body came before it). */
export function takeCaughtTaps(win: Window): Event[] {
  const caught = (win as unknown as Record<string, CaughtTaps | undefined>)[CAUGHT_TAPS];
  if (!caught) return [];
  caught.stop();
  delete (win as unknown as Record<string, unknown>)[CAUGHT_TAPS];
  return caught.events;
}
