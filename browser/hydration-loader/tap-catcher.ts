// The tap catcher: the inline script right after the `<body>` start tag of every page whose framework scripts wait
// (bundled by server/hydration-loader.ts, put there by server/script-deferrer.ts).
//
// Why two scripts: the loader (loader.ts) sits before `</body>`, so on a page that streams in pieces (one rendered
// per request: a filtered listing, search results) the header, the filters and the first results are on screen,
// and tapped, long before the browser has parsed it. A tap then hit a button with no listener at all and was lost.
// This script runs before any of the body is parsed and only writes down what happens: every click, input, change
// and pointerdown, in the capture phase on the window, as the event itself. It decides nothing (which control is a
// JavaScript-only one, what to hold, what to show as waiting): the loader does, when it arrives, by handing each
// caught event to its own listeners (tap-replay.ts) and stopping this one in the same task, so no tap is taken
// twice or dropped between the two. Holding a tap back needs no preventDefault here: the controls whose taps are
// replayed have no native action, and nothing else listens before hydration.
// It is in the HTML of every such page, so it stays this small: a few hundred bytes minified.
import { CAUGHT_TAPS, CAUGHT_TYPES, type CaughtTaps } from './caught-taps';

const events: Event[] = [];
const keep = (event: Event) => {
  events.push(event);
};
for (const type of CAUGHT_TYPES) addEventListener(type, keep, true);
const caught: CaughtTaps = {
  events,
  stop: () => {
    for (const type of CAUGHT_TYPES) removeEventListener(type, keep, true);
  },
};
(window as unknown as Record<string, CaughtTaps>)[CAUGHT_TAPS] = caught;
