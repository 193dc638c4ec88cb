import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../server/csp';
import { hydrationLoaderHash, tapCatcherHash } from '../server/hydration-loader';
import { firstProject } from './support/content';
import { dialogActions, gotoWithClock, hydrated, siteRoutes } from './support/site-routes';
import { signIn, staffSections } from './support/staff';
import { expect, test, type Page } from './support/test';

// Scripts: the site's own files, plus the page's inline scripts by hash (prerendered) or nonce (rendered now).
// Hashes (a prerendered page's inline scripts, and the loader of the deferred framework scripts on every page),
// then a nonce for a page rendered per request.
const scriptSources = "script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+={0,2}')+(?: 'nonce-[A-Za-z0-9+/]+={0,2}')?";

const expectedHeaders: Record<string, string | RegExp> = {
  'content-security-policy': new RegExp(
    `^${[
      "default-src 'self'",
      scriptSources,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://\\*\\.tile\\.openstreetmap\\.org",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      'report-uri /api/csp-report',
      'report-to csp',
    ].join('; ')}$`,
  ),
  'reporting-endpoints': 'csp="/api/csp-report"',
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
  for (const name of [
    'content-security-policy',
    'reporting-endpoints',
    'permissions-policy',
    'cross-origin-opener-policy',
    'referrer-policy',
  ]) {
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
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
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
      // The map loads as its section nears the screen: scroll the section there (the map does not exist before).
      await page.getByRole('region', { name: 'Office location map' }).scrollIntoViewIfNeeded();
      const map = page.locator('.leaflet-container');
      await expect(map).toBeVisible();
      // The map has asked for its tiles (they may fail to load here, but a blocked request is reported).
      await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
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
      // Scrolled past, the lazy islands have loaded their code and images.
      await expect(page.getByRole('group', { name: 'Trending Projects' })).toHaveAttribute('data-ready', 'true');
      await expect(page.getByRole('region', { name: 'Client testimonials' }).locator('.swiper-initialized')).toHaveCount(1);
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
    test.describe(() => {
      test.use({ contactPopup: action.contactPopup ?? 'held-back' });
      test(`with the ${action.name} open`, async ({ page }) => {
        const violations = await watchCsp(page);
        if (action.viewport) await page.setViewportSize(action.viewport);
        await gotoWithClock(page, action.path);
        await action.open(page);
        expect(await violations()).toEqual([]);
      });
    });
  }
});

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test.describe('a strict Content-Security-Policy', () => {
  test('every inline script of every page is allowed by its own header, by hash or by nonce', async ({ request }) => {
    for (const path of siteRoutes) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy']!;
      const html = await response.text();
      const nonce = nonceOf(policy);
      if (nonce) {
        // Rendered for this request: each script carries the nonce, but for the loader of the deferred framework
        // scripts, the same on every page and allowed by hash (JSON-LD and the deferred scripts are data, which no
        // policy covers).
        const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
          ([, attributes]) => !/\stype="(application\/ld\+json|text\/x-deferred)"/.test(attributes!),
        );
        expect(scripts.filter(([, attributes]) => attributes!.includes(`nonce="${nonce}"`)).length, path).toBeGreaterThan(0);
        for (const [, attributes, body] of scripts) {
          if (attributes!.includes(`nonce="${nonce}"`)) continue;
          expect(policy, `${path}: ${body!.slice(0, 40)}`).toContain(
            `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
          );
        }
      } else {
        const hashes = inlineScriptHashes(html);
        expect(hashes.length, path).toBeGreaterThan(0);
        for (const hash of hashes) expect(policy, `${path}: sha256-${hash}`).toContain(`'sha256-${hash}'`);
      }
      expect(policy, path).not.toMatch(/unsafe-inline'[^;]*;\s*style-src|script-src[^;]*unsafe/);
    }
  });

  test('prerendered pages stay prerendered with their hashes; a page rendered per request gets a new nonce each time', async ({
    request,
  }) => {
    const project = firstProject('residential');
    const prerendered = await request.get(`/project-details/${project.developer}/${project.id}`);
    expect(prerendered.headers()['x-nextjs-prerender']).toBeTruthy();
    expect(prerendered.headers()['content-security-policy']).toContain("'sha256-");
    const [first, second] = [await request.get('/search/results?q=dlf'), await request.get('/search/results?q=dlf')];
    const nonces = [first, second].map((response) => nonceOf(response.headers()['content-security-policy']!));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  test('a listing query asked for again is kept: its copy is served to every address of that query, its inline scripts allowed by hash and not by a nonce', async ({
    request,
    page,
  }) => {
    // A listing query no other test asks for (the cache keys on the listing's own query, so a junk parameter would not do).
    const budgetMax = (50 + (Date.now() % 4000) / 100).toFixed(1);
    const path = `/project-details?city=Noida&sort=price-desc&budgetMin=0&budgetMax=${budgetMax}`;
    // Asked for the first time, it streams as any page rendered per request, with a nonce, and is not kept.
    const first = await request.get(path);
    expect(first.headers()['x-page-cache']).toBeUndefined();
    expect(nonceOf(first.headers()['content-security-policy']!)).toMatch(/^[A-Za-z0-9+/]{24}$/);
    // Asked for again, it is rendered to keep: even the render's own response is the kept copy, with its policy.
    const second = await request.get(path);
    expect(second.headers()['x-page-cache']).toBeUndefined();
    expect(nonceOf(second.headers()['content-security-policy']!)).toBeUndefined();
    const secondHtml = await second.text();
    const third = await request.get(path);
    expect(third.headers()['x-page-cache']).toBe('hit');
    const policy = third.headers()['content-security-policy']!;
    expect(nonceOf(policy)).toBeUndefined();
    const html = await third.text();
    expect(html).toBe(secondHtml);
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(`'sha256-${hash}'`);
    // The same query in another order, with tracking parameters, is the same page.
    const tracked = await request.get(
      `/project-details?budgetMax=${budgetMax}&utm_source=newsletter&sort=price-desc&gclid=x&city=Noida&budgetMin=0`,
    );
    expect(tracked.headers()['x-page-cache']).toBe('hit');
    expect(await tracked.text()).toBe(html);
    // Another query is another page.
    const other = await request.get(path.replace('Noida', 'Delhi'));
    expect(other.headers()['x-page-cache']).toBeUndefined();
    expect(await other.text()).not.toBe(html);

    // The copy works in a browser: it hydrates, and its filters still navigate, with no violation.
    const violations = await watchCsp(page);
    const response = await page.goto(path);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await hydrated(page);
    await page.getByRole('group', { name: 'City' }).getByRole('checkbox', { name: 'Delhi' }).check();
    await expect(page).toHaveURL(/city=Delhi/);
    expect(await violations()).toEqual([]);
  });

  for (const path of ['/about', '/project-details?city=Gurgaon']) {
    test(`an injected inline script does not run on ${path}`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(path);
      await hydrated(page);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedRan = true';
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.injectedRan = true');
        image.src = '/no-such-image.png';
        document.body.append(image);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return (window as unknown as { injectedRan?: boolean }).injectedRan ?? false;
      });
      expect(ran).toBe(false);
      expect((await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
    });
  }

  test('the staff area, which shows what visitors typed, loads nothing from elsewhere and reports nothing', async ({ page }) => {
    const name = `CSP staff ${Date.now().toString(36)}`;
    const phone = `9${String(Date.now()).slice(-9)}`;
    expect((await page.request.post('/api/enquiry', { data: { name, phone, message: '<script>alert(1)</script>' } })).status()).toBe(201);
    const violations = await watchCsp(page);
    await signIn(page, 'admin');
    const response = await page.goto('/admin/leads');
    const policy = response!.headers()['content-security-policy']!;
    // Scripts: the site's own, the tap catcher and the loader of its deferred framework scripts by hash, and this
    // response's nonce.
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'nonce-[^']+';/);
    expect(policy).toContain(`'sha256-${tapCatcherHash}' 'sha256-${hydrationLoaderHash}'`);
    expect(policy).toContain("img-src 'self';");
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Work this lead' })).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script>')).toBeVisible(); // the buyer's markup, shown as text
    expect(await violations()).toEqual([]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const kinds = [
      '/',
      '/about',
      '/project-details?city=Gurgaon&bedrooms=3+BHK',
      `/project-details/${firstProject('residential').developer}/${firstProject('residential').id}`,
      '/city/gurgaon',
      '/compare',
      '/search/results?q=godrej',
      '/no-such-page',
    ];
    for (const path of kinds) {
      test(`at ${viewport.width} px, ${path} scrolled through and left by a client-side navigation reports nothing`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const violations = await watchCsp(page);
        await page.goto(path);
        await hydrated(page);
        for (let step = 0; step < 10; step += 1) await page.mouse.wheel(0, 700);
        await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
        await expect(page).toHaveURL(/\/about$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1); // no full reload
        expect(await violations()).toEqual([]);
      });
    }

    test(`at ${viewport.width} px, the staff sign-in page, then the leads left by the staff navigation, report nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const violations = await watchCsp(page);
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      await signIn(page, 'advisor');
      await page.goto('/admin/leads');
      for (let step = 0; step < 10; step += 1) await page.mouse.wheel(0, 700);
      await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
      await (await staffSections(page)).getByRole('link', { name: 'Site visits' }).click();
      await expect(page.getByRole('heading', { name: 'Upcoming site visits' })).toBeVisible();
      expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true); // no full reload
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('cross-site requests and redirects', () => {
  const valid = { name: 'Cross site', phone: '9876543210' };

  test('a JSON post with a foreign Origin is refused with 403; a same-origin one is stored', async ({ request, baseURL }) => {
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
