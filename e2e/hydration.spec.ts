import { firstProject } from './support/content';
import { hydrated } from './support/site-routes';
import { expect, startDeferredScripts, test } from './support/test';

// The server defers every page's framework scripts (server/hydrate-after-paint.ts) and the loader fetches them at
// low priority once they are in the document, without running them; it runs them only once the first paint is on
// screen: the page's paint must not wait for them, the download must not wait for the load event (issue 43), and
// React must still take over the page. (Lighthouse's simulated LCP, which this is for, is measured by npm run lighthouse.)
const project = firstProject('residential');
const pages = [
  { name: 'home (prerendered)', path: '/' },
  { name: 'filtered listing (rendered per request, nonce)', path: '/project-details?type=residential&city=Gurgaon' },
  { name: 'project page', path: `/project-details/${project.developer}/${project.id}` },
];

/** In the page before its own scripts: when the first framework script element is added to the document. */
function recordScriptStart() {
  const recorded = window as unknown as { e2eScriptsAddedAt?: number };
  new MutationObserver((records, observer) => {
    const added = records.some((record) =>
      // The noModule polyfills, which the HTML names and supported browsers never run, are not framework scripts.
      [...record.addedNodes].some((node) => node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/')),
    );
    if (added) {
      recorded.e2eScriptsAddedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

for (const { name, path } of pages) {
  test(`${name}: the scripts are fetched at low priority without waiting for the load event, run after the first paint, then React hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(recordScriptStart);
    await page.goto(path);
    await hydrated(page);
    const timings = await page.evaluate(async () => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const deferred = [...document.querySelectorAll('script[data-hydrate-after-paint]')].map(
        (script) => new URL(script.getAttribute('data-hydrate-after-paint') ?? '', location.href).href,
      );
      const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => deferred.includes(entry.name)) as PerformanceResourceTiming[];
      return {
        firstPaint,
        responseStart: navigation.responseStart,
        deferred: deferred.length,
        lowPriorityPreloads: preloads.filter((link) => deferred.includes(link.href) && link.getAttribute('fetchpriority') === 'low').length,
        fetchedBy: fetched.map((entry) => entry.initiatorType),
        fetchedAt: fetched.map((entry) => entry.startTime),
        scriptsAddedAt: (window as unknown as { e2eScriptsAddedAt?: number }).e2eScriptsAddedAt ?? Number.NaN,
      };
    });
    expect(timings.deferred).toBeGreaterThan(3);
    // Each fetched once, by its low-priority preload (the script that runs it later takes it from the cache).
    expect(timings.lowPriorityPreloads).toBe(timings.deferred);
    expect(timings.fetchedBy).toEqual(Array.from({ length: timings.deferred }, () => 'link'));
    expect(Math.min(...timings.fetchedAt)).toBeGreaterThan(timings.responseStart);
    // Run only once the page has painted.
    expect(timings.scriptsAddedAt).toBeGreaterThan(timings.firstPaint);
  });
}

test('a page is sent gzipped, with no framework script left to run before the loader', async ({ request }) => {
  const response = await request.get('/project-details?city=Noida', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('gzip');
  const html = await response.text();
  expect(html).toContain('<a href="/project-details?city=Noida&amp;view=map">Map');
  expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/[^"]+"[^>]*\sasync=""/);
  expect(html).toMatch(/<script type="text\/x-deferred" data-hydrate-after-paint="\/_next\/static\/chunks\/[^"]+\.js"><\/script>/);
});

test('under a paused clock, the deferred scripts start however long after the first clock step the page loads', async ({ page }) => {
  // A slow machine, made certain: the page's load event, which the loader waits for before its frames and timers
  // (page time), comes a second and a half after the test first moves the clock. One fixed step left the scripts
  // waiting for ever.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'image') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const start = new Date('2026-06-01T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await startDeferredScripts(page);
  expect(await page.evaluate(() => window.e2eDeferredScriptsRan?.())).toBe(true);
  await expect(page.getByRole('contentinfo').locator('form')).toHaveAttribute('novalidate', '');
});
