import { expect, test, type Page } from '@playwright/test';
import { dialogActions, gotoWithClock, hydrated, siteRoutes } from './support/site-routes';

const expectedHeaders: Record<string, string | RegExp> = {
  'content-security-policy': new RegExp(
    [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://tile\\.openstreetmap\\.org https://\\*\\.tile\\.openstreetmap\\.org",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join('; '),
  ),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

test.describe('security headers', () => {
  const extra = ['/api/health', '/robots.txt', '/sitemap.xml', '/data/companyData.json'];
  for (const path of [...siteRoutes, ...extra]) {
    test(`on ${path}`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of Object.entries(expectedHeaders)) {
        if (typeof value === 'string') expect(headers[name], name).toBe(value);
        else expect(headers[name], name).toMatch(value);
      }
    });
  }
});

test('hashed build files carry the transport headers but not the document-only ones', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  const headers = (await request.get(chunk!)).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe(expectedHeaders['strict-transport-security']);
  for (const name of ['content-security-policy', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) {
    expect(headers[name], name).toBeUndefined();
  }
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/** Things a visitor does on a page; each must run without a CSP violation. Add carousels etc. here. */
const pageActions: { name: string; path: string; run: (page: Page) => Promise<void> }[] = [
  {
    name: 'the contact page map, scrolled into view',
    path: '/contact-us',
    run: async (page) => {
      await hydrated(page);
      const map = page.locator('.leaflet-container');
      await map.scrollIntoViewIfNeeded().catch(() => undefined);
      await page.mouse.wheel(0, 2000);
      await expect(map).toBeVisible();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'the footer form, sent',
    path: '/about',
    run: async (page) => {
      page.on('dialog', (dialog) => dialog.accept());
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(/^Name/).fill('CSP check');
      await footer.getByLabel(/^Phone/).fill('9876543210');
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/enquiry'));
      await footer.getByRole('button', { name: 'Send Enquiry' }).click();
      expect((await sent).status()).toBe(201);
    },
  },
  {
    name: 'the home page, scrolled through',
    path: '/',
    run: async (page) => {
      await hydrated(page);
      for (let step = 0; step < 12; step += 1) await page.mouse.wheel(0, 800);
      await page.waitForTimeout(500);
    },
  },
];

test.describe('no CSP violation', () => {
  for (const action of pageActions) {
    test(`while using ${action.name}`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(action.path);
      await action.run(page);
      expect(await violations()).toEqual([]);
    });
  }

  for (const action of dialogActions) {
    test(`with the ${action.name} open`, async ({ page }) => {
      const violations = await watchCsp(page);
      if (action.viewport) await page.setViewportSize(action.viewport);
      await gotoWithClock(page, action.path);
      await action.open(page);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('cross-site requests and redirects', () => {
  const valid = { name: 'Cross site', phone: '9876543210' };

  test('a JSON post with a foreign Origin is refused with 403; a same-origin one is stored', async ({
    request,
    baseURL,
  }) => {
    const foreign = await request.post('/api/enquiry', {
      data: valid,
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const own = await request.post('/api/enquiry', { data: valid, headers: { origin: baseURL! } });
    expect(own.status()).toBe(201);
  });

  test('a form posted from another site is refused with 403 and not redirected', async ({ request }) => {
    for (const path of ['/enquiry/submit', '/enquiry/application']) {
      const response = await request.post(path, {
        form: { ...valid, email: 'x@example.in', about: 'x', department: 'Sales', position: 'X' },
        headers: { origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(403);
    }
  });

  test('the thank-you page offers no way back to another site', async ({ page }) => {
    for (const back of ['/%09/evil.example', '//evil.example', '/%5Cevil.example', '/%0d%0a/evil.example']) {
      await page.goto(`/enquiry/thank-you?back=${back}`);
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the previous page' })).toHaveCount(0);
    }
    await page.goto('/enquiry/thank-you?back=/about');
    await expect(page.getByRole('link', { name: 'Back to the previous page' })).toHaveAttribute('href', '/about');
  });
});
