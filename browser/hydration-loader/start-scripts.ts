import { DEFERRED_SCRIPT_ATTRIBUTE } from './deferred-script-attribute';

// Slow images do not hold the page back for ever: the scripts start this long after the page is parsed at the latest.
export const LATEST_START_MS = 3000;

const deferredSources = (doc: Document): string[] =>
  [...doc.querySelectorAll(`script[${DEFERRED_SCRIPT_ATTRIBUTE}]`)].map(
    (deferred) => deferred.getAttribute(DEFERRED_SCRIPT_ATTRIBUTE) ?? '',
  );

/** A function that adds the page's deferred framework scripts to its head, the first time it is called only. */
export function deferredScriptStarter(doc: Document): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    for (const source of deferredSources(doc)) {
      const script = doc.createElement('script');
      script.src = source;
      script.async = true;
      doc.head.append(script);
    }
  };
}

/**
 * Fetches the deferred scripts now, at low priority, without running them: a `<link rel=preload>` each, so the
 * downloads share the line with the images instead of waiting for the load event, and starting the scripts later
 * takes them from the cache. Resolves when every one has arrived or failed (a failed one is fetched again by its
 * script and fails there, where it always did).
 */
export function prefetchDeferredScripts(doc: Document): Promise<void> {
  const fetched = deferredSources(doc).map(
    (source) =>
      new Promise<void>((resolve) => {
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = source;
        link.setAttribute('fetchpriority', 'low');
        link.onload = link.onerror = () => resolve();
        doc.head.append(link);
      }),
  );
  return Promise.all(fetched).then(() => undefined);
}

/**
 * Resolves once the deferred scripts are in the document: in the next task when they are (the server leaves them in
 * the head, so a loader at the top of the body finds them), else when the document is parsed. The next task, not
 * now: the loader's own work (the tap catcher) comes first.
 */
const deferredScriptsPresent = (): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(() => {
      if (document.readyState !== 'loading' || deferredSources(document).length > 0) resolve();
      else addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    }),
  );

/** Resolves at the load event. */
const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Resolves once the browser has reported the first contentful paint (a paint entry arrives after the frame is on
 * screen). That one, not the first paint: a page whose text waits for its font paints its background first.
 */
const firstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });

/** Resolves once the document is parsed: every image is in it. */
const parsed = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

/** Resolves two frames from now: rAF alone can run before a slow frame is on screen. */
const twoFrames = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Resolves once the images the page asks the browser for first (fetchpriority=high: the home hero, a listing's first
 * card, a project's first photo), its largest paint, are decoded and on screen, or have failed.
 */
const priorityImagesShown = (doc: Document): Promise<void> =>
  parsed()
    .then(() =>
      Promise.all(
        [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) =>
          // A browser without decode() (none the site supports) goes on at once.
          typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined,
        ),
      ),
    )
    .then(twoFrames);

/**
 * Calls `start` once the first contentful paint is on screen (and two more frames have passed: rAF alone can run before
 * a slow frame is) and the deferred scripts have been fetched, which begins once they are in the document and the
 * page's priority images are on screen, or at the load event (those images shown) if that comes first; or
 * LATEST_START_MS after now, whichever comes first. Waiting for the load event only, as before issue 43, left the line
 * idle between the images and the scripts and put the whole download after the load event on a slow phone.
 */
export function startAfterFirstPaint(start: () => void): void {
  const afterTwoFrames = () => void twoFrames().then(() => setTimeout(start));
  // The downloads begin once the page's priority images are on screen: before that, they would compete with them
  // on a slow line, and (in Lighthouse's replay of the load) a script that arrived before the largest paint is counted
  // as holding it back, though it runs after.
  const imagesShown = priorityImagesShown(document);
  const fetched = Promise.all([deferredScriptsPresent(), imagesShown]).then(() => prefetchDeferredScripts(document));
  // The load event starts them too if they are still on their way, but not before those images are shown either.
  const loadedAndShown = Promise.all([loaded(), imagesShown]);
  Promise.all([firstPaint(), Promise.race([fetched, loadedAndShown])]).then(afterTwoFrames, afterTwoFrames);
  setTimeout(start, LATEST_START_MS);
}
