/**
 * @jest-environment jsdom
 */
import { DEFERRED_SCRIPT_ATTRIBUTE } from './deferred-script-attribute';
import { deferredScriptStarter, LATEST_START_MS, prefetchDeferredScripts, startAfterFirstPaint } from './start-scripts';

const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];

function pageWithDeferredScripts() {
  document.head.innerHTML = '';
  document.body.innerHTML = SOURCES.map((source) => `<script ${DEFERRED_SCRIPT_ATTRIBUTE}="${source}"></script>`).join('');
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
const startedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  pageWithDeferredScripts();
  // The first contentful paint is on screen already.
  Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: () => [{}] });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    setTimeout(() => callback(0));
    return 0;
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('prefetchDeferredScripts', () => {
  it('asks for every deferred script at low priority without running it, and resolves once all have arrived or failed', async () => {
    let settled = false;
    const fetched = prefetchDeferredScripts(document).then(() => (settled = true));
    expect(preloads().map((link) => [link.getAttribute('href'), link.as, link.getAttribute('fetchpriority')])).toEqual(
      SOURCES.map((source) => [source, 'script', 'low']),
    );
    expect(startedScripts()).toEqual([]);
    preloads()[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    preloads()[1]?.dispatchEvent(new Event('error'));
    await fetched;
    expect(settled).toBe(true);
  });
});

describe('startAfterFirstPaint', () => {
  it('starts the scripts once the page has painted and they are fetched, without waiting for the load event', async () => {
    setReadyState('interactive');
    const start = jest.fn(deferredScriptStarter(document));
    startAfterFirstPaint(start);
    await jest.advanceTimersByTimeAsync(20);
    // Fetching began at once (the document is parsed, no image is waited for), not at the load event.
    expect(preloads()).toHaveLength(2);
    expect(start).not.toHaveBeenCalled();
    for (const link of preloads()) link.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(50);
    expect(start).toHaveBeenCalled();
    expect(startedScripts()).toEqual(SOURCES);
  });

  it('fetches once the page’s priority images are parsed and on screen, not before', async () => {
    document.body.insertAdjacentHTML('beforeend', '<img fetchpriority="high" src="/hero.webp" alt="">');
    let decoded: () => void = () => {};
    const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
    setReadyState('loading');
    startAfterFirstPaint(jest.fn());
    await jest.advanceTimersByTimeAsync(20);
    // The scripts are in the document, but the images may not all be yet.
    expect(preloads()).toHaveLength(0);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(20);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(preloads()).toHaveLength(0);
    decoded();
    await jest.advanceTimersByTimeAsync(20);
    expect(preloads()).toHaveLength(2);
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  });

  it('waits for the document to be parsed before fetching when the deferred scripts are not in it yet', async () => {
    document.body.innerHTML = '';
    setReadyState('loading');
    const start = jest.fn();
    startAfterFirstPaint(start);
    await jest.advanceTimersByTimeAsync(0);
    expect(preloads()).toHaveLength(0);
    pageWithDeferredScripts();
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(20);
    expect(preloads()).toHaveLength(2);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts at the load event if the scripts are still on their way, and at the latest after LATEST_START_MS', async () => {
    setReadyState('interactive');
    const atLoad = jest.fn();
    startAfterFirstPaint(atLoad);
    await jest.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(50);
    expect(atLoad).toHaveBeenCalled();

    pageWithDeferredScripts();
    const atLatest = jest.fn();
    startAfterFirstPaint(atLatest);
    await jest.advanceTimersByTimeAsync(LATEST_START_MS - 1);
    expect(atLatest).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(atLatest).toHaveBeenCalled();
  });
});
