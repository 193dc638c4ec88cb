import { firstProject } from './support/content';
import { hydrated } from './support/site-routes';
import { expect, startDeferredScripts, test } from './support/test';

// The server defers every page's framework scripts until the page has loaded and painted
// (server/hydrate-after-paint.ts): the page's paint must not wait for them, and React must still take
// over the page. (Lighthouse's simulated LCP, which this is for, is measured by npm run lighthouse.)
const project = firstProject('residential');
const pages = [
  { name: 'home (prerendered)', path: '/' },
  { name: 'filtered listing (rendered per request, nonce)', path: '/project-details?type=residential&city=Gurgaon' },
  { name: 'project page', path: `/project-details/${project.developer}/${project.id}` },
];

for (const { name, path } of pages) {
  test(`${name}: the scripts are fetched only after the load event and the first paint, then React hydrates`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const timings = await page.evaluate(async () => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const deferred = [...document.querySelectorAll('script[data-hydrate-after-paint]')].map(
        (script) => new URL(script.getAttribute('data-hydrate-after-paint') ?? '', location.href).href,
      );
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => deferred.includes(entry.name))
        .map((entry) => entry.startTime);
      return {
        firstPaint,
        loadStart: navigation.loadEventStart,
        responseStart: navigation.responseStart,
        deferred: deferred.length,
        fetched,
      };
    });
    expect(timings.deferred).toBeGreaterThan(3);
    expect(timings.fetched).toHaveLength(timings.deferred);
    // After the load event, or after the loader's 3 s limit when the page's images are slow to load.
    expect(Math.min(...timings.fetched)).toBeGreaterThanOrEqual(Math.min(timings.loadStart, timings.responseStart + 3000));
    // Two frames after it, so the page has painted before the first script is even requested.
    expect(Math.min(...timings.fetched)).toBeGreaterThan(timings.firstPaint);
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
