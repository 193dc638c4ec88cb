import { expect, test, type Page } from '@playwright/test';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { parseStoredIds, SHORTLIST_KEY, SHORTLIST_MAX } from '../lib/site/shortlist/store';
import { hydrationLoader } from '../server/hydration-loader';
import { full } from './project-support';

// The two dead-tap cases of issue #43 that e2e/before-hydration.spec.ts does not reach: a tap on a page that is
// still arriving, before the loader at the end of its body has been parsed (the tap catcher at the top of <body>
// notes it, browser/hydration-loader/tap-catcher.ts), and a heart the device shortlisted on an earlier visit,
// tapped before hydration while the server's HTML shows it as "Shortlist". Playwright's own test, not
// e2e/support/test.ts, whose navigations wait for hydration.

const loaderElement = `<script>${hydrationLoader}</script>`;

/**
 * A proxy in front of the site that passes everything through, but holds a page back from its loader (just before
 * `</body>`) to its end until `release()`: the browser has the header, the results and the footer, and goes on
 * waiting for the rest, as on a slow connection while the server streams a page rendered per request.
 */
async function holdingProxy(target: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const upstream = new URL(target);
  const server: Server = createServer((request, response) => {
    const forwarded = httpRequest(
      new URL(request.url ?? '/', upstream),
      { method: request.method, headers: { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
          answer.pipe(response);
          return;
        }
        // Text not yet sent: all of it once the loader has come, else all but what could be the loader's start.
        const decoder = new StringDecoder('utf8');
        let pending = '';
        let holding = false;
        answer.on('data', (chunk: Buffer) => {
          pending += decoder.write(chunk);
          if (holding) return;
          const at = pending.indexOf(loaderElement);
          if (at >= 0) {
            holding = true;
            response.write(pending.slice(0, at));
            pending = pending.slice(at);
            return;
          }
          const safe = Math.max(0, pending.length - loaderElement.length);
          response.write(pending.slice(0, safe));
          pending = pending.slice(safe);
        });
        answer.on('end', () => {
          pending += decoder.end();
          void released.then(() => response.end(pending));
        });
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    release();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { base: `http://127.0.0.1:${port}`, release, close };
}

const isHydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelector('footer form')?.hasAttribute('novalidate'), null, { timeout: 30_000 });

/** What had happened when the visitor tapped: whether the page was still arriving and any framework script started. */
const stateNow = (page: Page) =>
  page.evaluate(() => ({
    stillArriving: document.readyState === 'loading',
    scriptsStarted: document.querySelectorAll('script[src*="/_next/static/chunks/"][async]').length,
  }));

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a tap on a streamed page before its loader has arrived is replayed once after hydration', async ({ page, baseURL }) => {
    const proxy = await holdingProxy(baseURL!);
    try {
      // Search results are rendered per request and streamed (not a listing the server keeps whole).
      const response = await page.goto(`${proxy.base}/search/results?q=dlf`, { waitUntil: 'commit' });
      expect(response?.headers()['content-length']).toBeUndefined();
      const inquire = page.getByRole('button', { name: 'Inquire Now' });
      await inquire.click();
      expect(await stateNow(page)).toEqual({ stillArriving: true, scriptsStarted: 0 });

      proxy.release();
      await isHydrated(page);
      const panel = page.locator('#floating-enquiry');
      await expect(panel.getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
      const close = page.getByRole('button', { name: 'Close' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(close).not.toHaveAttribute('aria-busy');
      // A second replay would close it again.
      await page.waitForTimeout(500);
      await expect(panel).toHaveCount(1);
      await expect(close).toHaveAttribute('aria-expanded', 'true');
    } finally {
      await proxy.close();
    }
  });

  test('a heart shortlisted on an earlier visit, tapped before hydration, keeps the project', async ({ page }) => {
    const name = full.project.name;
    await page.goto(full.path);
    await isHydrated(page);
    await page.getByRole('button', { name: `Shortlist ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Shortlisted ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Saved before the page goes: what the next visit must keep is on the device.
    await expect
      .poll(async () => parseStoredIds(await page.evaluate((key) => window.localStorage.getItem(key), SHORTLIST_KEY), SHORTLIST_MAX))
      .toEqual([full.project.id]);

    // The next visit: the framework scripts wait until the heart has been tapped.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/_next\/static\/chunks\/[^?]+\.js(\?|$)/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto(full.path, { waitUntil: 'commit' });
    // The server cannot know the device's list: its heart says "Shortlist", and that is what the visitor taps.
    const heart = page.getByRole('button', { name: `Shortlist ${name}`, exact: true });
    await heart.click();
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))).toBe(false);
    releaseScripts();
    await isHydrated(page);

    const shortlisted = page.getByRole('button', { name: `Shortlisted ${name}`, exact: true });
    await expect(shortlisted).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(shortlisted).not.toHaveAttribute('aria-busy');
    await page.waitForTimeout(500);
    await expect(shortlisted).toHaveAttribute('aria-pressed', 'true');
    const ids = await page.evaluate((key) => window.localStorage.getItem(key), SHORTLIST_KEY);
    expect(parseStoredIds(ids, SHORTLIST_MAX)).toEqual([full.project.id]);
  });
});
