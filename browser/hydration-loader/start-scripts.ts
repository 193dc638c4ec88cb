import { DEFERRED_SCRIPT_ATTRIBUTE } from './deferred-script-attribute';

// Slow images do not hold the page back for ever: the scripts start this long after the page is parsed at the latest.
export const LATEST_START_MS = 3000;

/** A function that adds the page's deferred framework scripts to its head, the first time it is called only. */
export function deferredScriptStarter(doc: Document): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    for (const deferred of doc.querySelectorAll(`script[${DEFERRED_SCRIPT_ATTRIBUTE}]`)) {
      const script = doc.createElement('script');
      script.src = deferred.getAttribute(DEFERRED_SCRIPT_ATTRIBUTE) ?? '';
      script.async = true;
      doc.head.append(script);
    }
  };
}

/**
 * Calls `start` after the load event, once the browser has reported the first contentful paint (a paint entry
 * arrives after the frame is on screen; rAF alone can run before a slow frame is) and two more frames have
 * passed; or LATEST_START_MS after now, whichever comes first.
 */
export function startAfterFirstPaint(start: () => void): void {
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  const afterFirstPaint = () => {
    if (performance.getEntriesByName('first-contentful-paint').length) return afterTwoFrames();
    try {
      new PerformanceObserver((_list, observer) => {
        observer.disconnect();
        afterTwoFrames();
      }).observe({ type: 'paint' });
    } catch {
      afterTwoFrames();
    }
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
  setTimeout(start, LATEST_START_MS);
}
