import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseStoredIds, SHORTLIST_KEY, SHORTLIST_MAX } from '../lib/site/shortlist/store';
import { full } from './project-support';

// Taps made in the seconds between the first paint and hydration (the server defers the framework scripts,
// server/hydrate-after-paint.ts) must take effect, once: natively (links, forms, the menu's popover) or held by
// the inline loader and replayed when React has hydrated (browser/hydration-loader/tap-replay.ts). Each test
// navigates without waiting for anything (this file uses Playwright's own test, not e2e/support/test.ts, whose
// navigations wait for hydration), on a throttled phone-class connection and CPU, and taps as soon as the
// control shows. The framework scripts are held back until the first tap has been made, so that a control far
// down a page, which takes a while to reach, is still tapped before hydration; they are requested as usual.

declare global {
  interface Window {
    /** What had run when each pointerdown came (recorded before the page's own listeners see it). */
    e2eTaps?: { reactStarted: boolean; scriptsRan: number }[];
  }
}

function recordStateAtTaps() {
  const taps: NonNullable<Window['e2eTaps']> = [];
  let scriptsRan = 0;
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src.includes('/_next/static/')) scriptsRan += 1;
    },
    true,
  );
  window.addEventListener(
    'pointerdown',
    () => taps.push({ reactStarted: Object.keys(document).some((key) => key.startsWith('__reactContainer$')), scriptsRan }),
    true,
  );
  window.e2eTaps = taps;
}

let releaseScripts: () => void;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordStateAtTaps);
  const released = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // DevTools' "slow 4G"-like profile of the issue: 150 ms round trips, 1.6 Mbit/s down, CPU 4x slower.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

/** Opens the page and returns as soon as the response starts: nothing painted, nothing hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Taps the control as soon as it is visible, checks that no framework script had run by then, and lets the
 * scripts come (unless the test first checks what happens without them).
 */
async function tapEarly(page: Page, control: Locator, how: 'tap' | 'click' = 'click', { holdScripts = false } = {}) {
  await control.waitFor({ state: 'visible' });
  if (how === 'tap') await control.tap();
  else await control.click();
  const taps = (await page.evaluate(() => window.e2eTaps)) ?? [];
  if (!holdScripts) releaseScripts();
  expect(taps.length, 'the tap reached the page').toBeGreaterThan(0);
  expect(taps.at(-1), 'React had not started when the control was tapped').toEqual({ reactStarted: false, scriptsRan: 0 });
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.querySelector('footer form')?.hasAttribute('novalidate'), null, { timeout: 30_000 });
}

const shortlist = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SHORTLIST_KEY).then((raw) => parseStoredIds(raw, SHORTLIST_MAX));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('home: the menu opens at the first tap, and React takes it over open', async ({ page }) => {
    await open(page, '/');
    await tapEarly(page, page.getByRole('button', { name: 'Open menu' }), 'tap', { holdScripts: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Natively: no framework script has been let through yet.
    await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible({ timeout: 2000 });
    releaseScripts();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Career' })).toBeVisible();
  });

  test('listing: the Filters link opens the panel and a ticked box reaches the URL', async ({ page }) => {
    await open(page, '/project-details');
    await tapEarly(page, page.getByRole('link', { name: /^Filters/ }), 'tap');
    const panel = page.locator('#listing-filter-panel');
    await panel.getByText('3 BHK', { exact: true }).tap();
    await panel.getByRole('button', { name: /^Show \d+ projects?$/ }).tap();
    await expect(page).toHaveURL(/[?&]bedrooms=3(\+|%20)BHK(&|$)/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.getAll('bedrooms')).toEqual(['3 BHK']);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('home: the Buy menu shows its links at once and stays open when React runs', async ({ page }) => {
    await open(page, '/');
    const buy = page.getByRole('button', { name: 'Buy' });
    await tapEarly(page, buy, 'click', { holdScripts: true });
    await expect(page.getByRole('link', { name: 'Residential' }).first()).toBeVisible({ timeout: 2000 });
    releaseScripts();
    await hydrated(page);
    await expect(buy).toHaveAttribute('aria-expanded', 'true');
    await expect(buy).not.toHaveAttribute('aria-busy');
  });

  test('listing: a filter box ticked before hydration filters the list, once', async ({ page }) => {
    await open(page, '/project-details');
    const box = page.getByRole('checkbox', { name: '3 BHK', exact: true });
    await tapEarly(page, box);
    await expect(page).toHaveURL(/[?&]bedrooms=3(\+|%20)BHK(&|$)/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.getAll('bedrooms')).toEqual(['3 BHK']);
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-busy');
  });

  test('listing: the floating Inquire Now opens one enquiry panel with its form', async ({ page }) => {
    await open(page, '/project-details');
    const inquire = page.getByRole('button', { name: 'Inquire Now' });
    await tapEarly(page, inquire);
    await expect(inquire).toHaveAttribute('aria-busy', 'true');
    const panel = page.locator('#floating-enquiry');
    await expect(panel.getByRole('textbox').first()).toBeVisible({ timeout: 30_000 });
    await expect(panel).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Close' })).not.toHaveAttribute('aria-busy');
  });

  test('project page: the shortlist heart fills and the shortlist holds the project once', async ({ page }) => {
    await open(page, full.path);
    const heart = page.getByRole('button', { name: `Shortlist ${full.project.name}`, exact: true });
    await tapEarly(page, heart);
    await expect(page.getByRole('button', { name: `Shortlisted ${full.project.name}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 30_000 },
    );
    expect(await shortlist(page)).toEqual([full.project.id]);
  });

  test('project page: a payment-plan tab is selected', async ({ page }) => {
    await open(page, full.path);
    const tab = page.getByRole('tab', { name: 'DP' });
    await tapEarly(page, tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(page.getByRole('tabpanel')).toHaveText('Payment plan not currently available');
  });

  test('project page: Contact for Price opens one enquiry form', async ({ page }) => {
    await open(page, full.path);
    const contact = page.getByRole('button', { name: 'Contact for Price' }).first();
    await tapEarly(page, contact);
    const heading = page.getByRole('heading', { name: `Enquire about ${full.project.name}` });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect(heading).toHaveCount(1);
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
  });

  test('city page: a card heart fills, once', async ({ page }) => {
    await open(page, '/city/gurgaon');
    const heart = page.getByRole('button', { name: /^Shortlist / }).first();
    const name = ((await heart.textContent()) ?? '').replace(/^\s*Shortlist\s+/, '').trim();
    await tapEarly(page, heart);
    await expect(page.getByRole('button', { name: `Shortlisted ${name}`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true', {
      timeout: 30_000,
    });
    expect(await shortlist(page)).toHaveLength(1);
  });

  test('project page: a visitor who scrolls to Location before hydration gets the map', async ({ page }) => {
    await open(page, full.path);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')))).toBe(false);
    await page.locator('#location').evaluate((section) => section.scrollIntoView());
    const scrolledTo = await page.evaluate(() => window.scrollY);
    releaseScripts();
    await hydrated(page);
    await expect(page.locator('#location .leaflet-container')).toBeVisible({ timeout: 15_000 });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(400);
  });
});
