// The inline script before </body> of every page (bundled by server/hydration-loader.ts): it starts the page's deferred
// framework scripts after the first paint, or at the first tap on a control, whichever comes first, and
// holds the taps made before React has hydrated until it has. The taps made while the body was still arriving
// were caught by the tap catcher at its top (tap-catcher.ts); this takes them over and stops it.
import { takeCaughtTaps } from './caught-taps';
import { deferredScriptStarter, startAfterFirstPaint } from './start-scripts';
import { captureTapsUntilHydrated } from './tap-replay';

const start = deferredScriptStarter(document);
captureTapsUntilHydrated(document, { onFirstTap: start, caught: takeCaughtTaps(window) });
startAfterFirstPaint(start);
