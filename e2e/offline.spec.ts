import { offlineMessages } from '../lib/site/offline/messages';
import { visitWindow } from '../lib/site/visits/visit-window';
import { recordAlerts } from './support/alerts';
import { storedEnquiryCount } from './support/enquiry-rows';
import { queuedEnquiryCount } from './support/offline-enquiries';
import { dataProjects, projectUrl, seedShortlist } from './support/shortlist';
import { expect, pageHydrated, runClockUntil, test, type BrowserContext, type Locator, type Page } from './support/test';

// The one spec with the service worker on (playwright.config.ts blocks it for every other spec).
test.use({ serviceWorkers: 'allow' });

const [visited, shortlisted, neverOpened] = dataProjects();
if (!visited || !shortlisted || !neverOpened) throw new Error('the data needs three projects');

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Waits until the service worker controls the page and has saved its address for offline use. */
async function savedForOffline(page: Page, path = new URL(page.url()).pathname) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(() => page.evaluate(async (address) => Boolean(await caches.match(address, { ignoreVary: true })), path), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

test('the precache holds the app shell only: under 1 MB, the offline page, no project images', async ({ page }) => {
  await page.goto('/');
  await savedForOffline(page);
  const precache = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    if (!name) return { urls: [] as string[], bytes: 0 };
    const cache = await caches.open(name);
    const requests = await cache.keys();
    let bytes = 0;
    for (const request of requests) bytes += (await (await cache.match(request))!.blob()).size;
    return { urls: requests.map((request) => new URL(request.url).pathname), bytes };
  });
  expect(precache.urls).toContain('/offline');
  expect(precache.urls.some((url) => url.endsWith('.css'))).toBe(true);
  expect(precache.urls.some((url) => url.endsWith('.woff2'))).toBe(true);
  expect(precache.urls.filter((url) => url.startsWith('/images/'))).toEqual([]);
  expect(precache.bytes).toBeGreaterThan(0);
  expect(precache.bytes).toBeLessThanOrEqual(1024 * 1024);
});

test('a project page opened before loads offline, under the offline bar, with no CSP violation', async ({ page, context }) => {
  const violations = await watchCsp(page);
  await page.goto(projectUrl(visited));
  await savedForOffline(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toHaveText(/^Offline: showing the copy saved \S.*\d/);
  expect(await violations()).toEqual([]);
  await context.setOffline(false);
});

test('a page never opened shows the offline page, listing the shortlisted and viewed projects saved here', async ({ page, context }) => {
  await page.goto(projectUrl(visited));
  await savedForOffline(page);
  await page.goto(projectUrl(shortlisted));
  await savedForOffline(page);
  await seedShortlist(page, [shortlisted.id]);
  await context.setOffline(true);

  await page.goto(projectUrl(neverOpened));
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const shortlist = page.getByRole('region', { name: 'Your shortlist' });
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(shortlist.getByRole('link', { name: shortlisted.name })).toBeVisible();
  await expect(recent.getByRole('link', { name: visited.name })).toBeVisible();
  await expect(page.getByRole('link', { name: neverOpened.name })).toHaveCount(0);

  await recent.getByRole('link', { name: visited.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await context.setOffline(false);
});

test('the shortlist and a comparison opened before work offline', async ({ page, context }) => {
  const compare = `/compare?ids=${visited.id},${shortlisted.id}`;
  await page.goto(projectUrl(shortlisted));
  await seedShortlist(page, [shortlisted.id, visited.id]);
  await page.goto('/shortlist');
  await savedForOffline(page, '/shortlist');
  await expect(page.getByRole('link', { name: shortlisted.name }).first()).toBeVisible();
  await page.goto(compare);
  await savedForOffline(page, compare);

  await context.setOffline(true);
  await page.goto('/shortlist');
  await expect(page.getByRole('link', { name: shortlisted.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: visited.name }).first()).toBeVisible();
  await page.goto(compare);
  await expect(page.getByRole('table')).toContainText(visited.name);
  await expect(page.getByRole('table')).toContainText(shortlisted.name);
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await context.setOffline(false);
});

test('an enquiry sent offline is kept, then stored exactly once back online, with the form’s success message', async ({
  page,
  context,
}) => {
  const alerts = recordAlerts(page);
  await page.goto('/about');
  await savedForOffline(page);
  const footer = page.getByRole('contentinfo');
  const name = unique('Offline');
  await footer.getByLabel(/^Name/).fill(name);
  await footer.getByLabel(/^Phone/).fill('+91 98765 43210');

  await context.setOffline(true);
  await footer.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect.poll(() => alerts).toEqual([offlineMessages.enquiryQueued]);
  await expect(footer.getByLabel(/^Name/)).toHaveValue('');
  expect(storedEnquiryCount(name)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => alerts, { timeout: 20_000 }).toEqual([offlineMessages.enquiryQueued, 'Enquiry submitted successfully!']);
  expect(storedEnquiryCount(name)).toBe(1);
  // The worker's Background Sync may send the same entry too: the key keeps it to one row.
  await page.reload();
  await page.waitForTimeout(1500);
  expect(storedEnquiryCount(name)).toBe(1);
  expect(await queuedEnquiryCount(page)).toBe(0);
  expect(alerts).toHaveLength(2);
});

type UntouchedForm = {
  /** Fills in the form with this name and presses its send button. */
  fillAndSend: (name: string) => Promise<void>;
  /** What the form says once the kept enquiry has been stored. */
  sentMessage: string | RegExp;
};

/** Script errors, and the form's note that it sent without checking, from now on. */
function recordScriptFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('validation unavailable')) failures.push(message.text());
  });
  return failures;
}

/**
 * The path of a visitor who opened a page online and never touched its form: offline, they fill it in and send.
 * What the form needs to check the values must already be on the device. The enquiry is kept, the message says
 * so, and it is stored exactly once when the connection returns.
 */
async function keptOfflineThenStoredOnce(page: Page, context: BrowserContext, form: UntouchedForm) {
  const alerts = recordAlerts(page);
  const failures = recordScriptFailures(page);
  const name = unique('Untouched');
  await context.setOffline(true);
  await form.fillAndSend(name);

  await expect.poll(() => alerts).toEqual([offlineMessages.enquiryQueued]);
  expect(failures).toEqual([]);
  expect(await queuedEnquiryCount(page)).toBe(1);
  expect(storedEnquiryCount(name)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => alerts.length, { timeout: 20_000 }).toBe(2);
  expect(alerts[1]).toMatch(form.sentMessage);
  await expect.poll(() => storedEnquiryCount(name)).toBe(1);
  // The worker's Background Sync may send the same entry too: the key keeps it to one row.
  await page.waitForTimeout(1500);
  expect(storedEnquiryCount(name)).toBe(1);
  expect(await queuedEnquiryCount(page)).toBe(0);
  expect(alerts).toHaveLength(2);
}

async function fillPerson(scope: Locator, name: string) {
  await scope.getByLabel(/^Name/).fill(name);
  await scope.getByLabel(/^Phone/).fill('+91 98765 43210');
}

test.describe('a form left untouched while the page was online works offline', () => {
  test('it still points out a missing name, and keeps nothing', async ({ page, context }) => {
    await page.goto(projectUrl(visited));
    await savedForOffline(page);
    const alerts = recordAlerts(page);
    await context.setOffline(true);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(/^Phone/).fill('+91 98765 43210');
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(footer.getByText('Please enter your name.')).toBeVisible();
    await expect(footer.getByLabel(/^Phone/)).toHaveValue('+91 98765 43210');
    expect(alerts).toEqual([]);
    expect(await queuedEnquiryCount(page)).toBe(0);
    await context.setOffline(false);
  });

  test('the footer form of a project page', async ({ page, context }) => {
    await page.goto(projectUrl(visited));
    await savedForOffline(page);
    const footer = page.getByRole('contentinfo');
    await keptOfflineThenStoredOnce(page, context, {
      fillAndSend: async (name) => {
        await fillPerson(footer, name);
        await footer.getByRole('button', { name: 'Send Enquiry' }).click();
      },
      sentMessage: 'Enquiry submitted successfully!',
    });
    await expect(footer.getByLabel(/^Name/)).toHaveValue('');
  });

  test('the site-visit form of a project page', async ({ page, context }) => {
    await page.goto(projectUrl(visited));
    await savedForOffline(page);
    const form = page.getByRole('form', { name: 'Book a site visit' });
    await keptOfflineThenStoredOnce(page, context, {
      fillAndSend: async (name) => {
        await form.getByLabel(/^Preferred date/).fill(visitWindow().last);
        await form.getByLabel('Afternoon (1 pm – 4 pm)').check();
        await fillPerson(form, name);
        await form.getByRole('button', { name: 'Request a visit' }).click();
      },
      sentMessage: new RegExp(`^Thank you! Your visit to ${visited.name} on `),
    });
  });

  test.describe('the popup on its own timer', () => {
    test.use({ contactPopup: 'on-its-timer' });

    test('the home page’s contact popup, opening after the connection dropped', async ({ page, context }) => {
      await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp stand-in' }));
      // The popup opens 5 s after the page hydrates: the page's clock is the test's, so that it opens offline.
      const start = new Date();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1000));
      await page.goto('/');
      // Only as much page time as it takes to hydrate (the popup's 5 s count from then) and register the worker, whose
      // code comes once the page has loaded and the browser is idle (components/layout/deferred-layout.tsx).
      await runClockUntil(page, () => pageHydrated(page), 'the page hydrated');
      await runClockUntil(page, () => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the worker controls the page');
      await savedForOffline(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCount(0);
      await keptOfflineThenStoredOnce(page, context, {
        fillAndSend: async (name) => {
          await page.clock.runFor(5000);
          await expect(dialog).toBeVisible();
          await fillPerson(dialog, name);
          await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
        },
        sentMessage: 'Enquiry submitted successfully!',
      });
      await expect(dialog).toBeHidden();
    });
  });
});

test('the staff area and the enquiry API never pass through the worker', async ({ page }) => {
  await page.goto('/');
  await savedForOffline(page);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  const login = await page.goto('/admin/login');
  expect(login?.headers()['cache-control']).toContain('no-store');
  const api = await page.evaluate(async () => {
    const response = await fetch('/api/enquiry', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    return response.headers.get('cache-control');
  });
  expect(api).toContain('no-store');
  expect(fromWorker.filter((path) => path.startsWith('/admin') || path === '/api/enquiry')).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.filter((path) => path.startsWith('/admin') || (path.startsWith('/api/') && path !== '/api/project-cards'))).toEqual([]);
});
