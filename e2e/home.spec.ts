import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recordAlerts } from './support/alerts';
import { expectNoAxeViolations } from './support/axe-check';
import { storedEnquiry } from './support/enquiry-rows';
import { expect, runClockUntil, startDeferredScripts, test, type Page } from './support/test';

type LocalityFile = { id: string; name: string; url?: string; guide: { summary: string; projects: string[] } }[];
const localities = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'topLocalities.json'), 'utf8')) as LocalityFile;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Home under a paused fake clock, hydrated: the slideshow's turns come only when the test runs the clock. */
async function pausedHome(page: Page) {
  const start = new Date('2026-06-01T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
  await startDeferredScripts(page);
  await expect(page.getByRole('contentinfo').locator('form')).toHaveAttribute('novalidate', '');
}

test.describe('hero', () => {
  test('server-renders only the first background as the preloaded LCP image; the rest come after load, one turn ahead', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*hero-1\.webp/);
    expect(html).not.toMatch(/<img[^>]*hero-2\.webp/);
    await pausedHome(page);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    // Once the page is idle (requestIdleCallback, under the fake clock) only the next background joins the first,
    // and the slideshow's turns start from that instant.
    await runClockUntil(page, async () => (await hero.locator('img').count()) === 2, 'the second background mounted');
    await expect(hero.getByRole('button', { name: 'Pause background slideshow' })).toBeVisible();
    // Each further one mounts a turn (4 s) before it shows.
    await page.clock.runFor(3800);
    await expect(hero.locator('img')).toHaveCount(2);
    await page.clock.runFor(300);
    await expect(hero.locator('img')).toHaveCount(3);
    await expect(hero.locator('img[src*="hero-3.webp"]')).toHaveCount(1);
  });

  test('no slideshow under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pausedHome(page);
    await page.clock.runFor(20_000);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.locator('img')).toHaveCount(1);
    await expect(hero.getByRole('button', { name: 'Pause background slideshow' })).toHaveCount(0);
  });
});

test.describe('search', () => {
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search projects, developers and localities' });

  test('lists entries whose name matches, each a link to its path, in a list at most 15rem high', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('camellias');
    const option = page.getByRole('option', { name: 'DLF The Camellias' });
    await expect(option).toHaveAttribute('href', '/project-details/dlf/dlf-the-camellias');
    await box(page).fill('dlf');
    await expect(page.getByRole('listbox')).toBeVisible();
    const popup = page.getByRole('listbox').locator('..');
    expect(await popup.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px');
    await expectNoAxeViolations(page, 'form[role="search"]');
  });

  test('matches keywords and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('WORK WITH US');
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { name: 'Careers' })).toHaveAttribute('href', '/career');
    await box(page).fill('zzqx');
    await expect(page.getByRole('paragraph').filter({ hasText: 'No results found' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeAttached();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('waits 300 ms after the last keystroke', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await startDeferredScripts(page);
    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/search-index'));
    await box(page).focus();
    await loaded;
    await page.clock.pauseAt(Date.now() + 60_000);
    await box(page).pressSequentially('careers');
    await page.clock.runFor(290);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(page.getByRole('option', { name: 'Careers' })).toBeVisible();
  });

  test('arrow keys move through the results, Escape closes then clears, Enter opens', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('dlf');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await box(page).press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await box(page).press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box(page)).toHaveValue('dlf');
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');

    await box(page).fill('about nestora');
    await expect(options).toHaveCount(1);
    await box(page).press('ArrowDown');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('voice search', () => {
  test('browsers without speech recognition still show the button and say so', async ({ page }) => {
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    const alerts = recordAlerts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search by voice' }).click();
    await expect.poll(() => alerts).toEqual(['Voice search is not supported in this browser.']);
  });

  test('fills the box with one en-US utterance and searches; errors become the SPEC alerts', async ({ page }) => {
    // A stand-in recognizer: the test decides when it hears something or fails.
    await page.addInitScript(() => {
      type Handler = ((event?: unknown) => void) | null;
      class FakeRecognition {
        lang = '';
        continuous = true;
        interimResults = true;
        maxAlternatives = 0;
        onstart: Handler = null;
        onend: Handler = null;
        onresult: Handler = null;
        onerror: Handler = null;
        start() {
          (window as unknown as { lastRecognition: FakeRecognition }).lastRecognition = this;
          this.onstart?.();
        }
        stop() {
          this.onend?.();
        }
        hear(text: string) {
          this.onresult?.({ results: [[{ transcript: text }]] });
          this.onend?.();
        }
        fail(error: string) {
          this.onerror?.({ error });
          this.onend?.();
        }
      }
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
    const alerts = recordAlerts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search by voice' }).click();
    await expect(page.getByRole('button', { name: 'Stop voice search' })).toBeVisible();
    const settings = await page.evaluate(() => {
      const r = (window as unknown as { lastRecognition: { lang: string; continuous: boolean; interimResults: boolean } }).lastRecognition;
      return [r.lang, r.continuous, r.interimResults];
    });
    expect(settings).toEqual(['en-US', false, false]);
    await page.evaluate(() => (window as unknown as { lastRecognition: { hear: (t: string) => void } }).lastRecognition.hear('Sohna Road'));
    await expect(page.getByRole('combobox')).toHaveValue('Sohna Road');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search by voice' })).toBeVisible();

    for (const [code, message] of [
      ['network', 'Network error! Please check your internet connection and try again.'],
      ['not-allowed', 'Microphone access denied! Please allow microphone permissions.'],
      ['no-speech', 'Error: no-speech'],
    ] as const) {
      await page.getByRole('button', { name: 'Search by voice' }).click();
      await page.evaluate(
        (error) => (window as unknown as { lastRecognition: { fail: (e: string) => void } }).lastRecognition.fail(error),
        code,
      );
      await expect.poll(() => alerts.at(-1)).toBe(message);
    }
  });
});

test.describe('Buy, Rent / Lease and Sell', () => {
  const categories = ['Residential', 'Commercial', 'Plots', 'SCO Plots'];

  test('Buy opens its menu on hover', async ({ page }) => {
    await page.goto('/');
    const buy = page.getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAttribute('aria-expanded', 'false');
    await buy.hover();
    await expect(buy).toHaveAttribute('aria-expanded', 'true');
    for (const name of categories) await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plots', exact: true }).first()).toHaveAttribute('href', '/plots');
    await page.mouse.move(5, 600);
    await expect(buy).toHaveAttribute('aria-expanded', 'false');
  });

  test('Buy works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const buy = page.getByRole('button', { name: 'Buy' });
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect(buy).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Residential', exact: true }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Commercial', exact: true }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(buy).toHaveAttribute('aria-expanded', 'false');
    await expect(buy).toBeFocused();
  });

  for (const [button, title, intent] of [
    ['Rent / Lease', 'Rent or lease a property', 'rent'],
    ['Sell', 'Sell your property', 'sell'],
  ] as const) {
    test(`${button} stores an enquiry with intent ${intent}`, async ({ page }) => {
      const alerts = recordAlerts(page);
      await page.goto('/');
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      const name = unique(`Hero ${intent}`);
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByLabel(/^Phone/).fill('+91 98111 22233');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => alerts).toEqual(['Your enquiry has been submitted successfully!']);
      await expect(dialog).toBeHidden();
      expect(storedEnquiry(name)).toMatchObject({ source: 'hero', intent, locality: null, city: null });
    });
  }
});

test.describe('top localities', () => {
  const guided = localities.find((locality) => !locality.url)!;

  test('a tile with a url opens it in a new tab', async ({ page }) => {
    const linked = localities.find((locality) => locality.url)!;
    await page.goto('/');
    const tile = page.getByRole('link', { name: linked.name, exact: true });
    await expect(tile).toHaveAttribute('href', linked.url!);
    await expect(tile).toHaveAttribute('target', '_blank');
  });

  test('a tile without one opens its guide; Escape returns focus to the tile', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('button', { name: guided.name, exact: true });
    await tile.click();
    const dialog = page.getByRole('dialog', { name: guided.name });
    await expect(dialog).toContainText(guided.guide.summary);
    await expect(dialog).toContainText(/Typical price: ₹ [\d,]+ – ₹ [\d,]+ per/);
    await expect(dialog.getByRole('listitem')).toHaveCount(guided.guide.projects.length);
    const firstProject = dialog.getByRole('listitem').first().getByRole('link');
    await expect(firstProject).toHaveAttribute('href', new RegExp(`/${guided.guide.projects[0]}$`));
    await expect(dialog.getByRole('link', { name: `See all projects in ${guided.name}` })).toHaveAttribute(
      'href',
      `/project-details?locality=${encodeURIComponent(guided.name)}`,
    );
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("the guide's enquiry records the locality", async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto('/');
    await page.getByRole('button', { name: guided.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: guided.name });
    await dialog.getByRole('button', { name: `Enquire about ${guided.name}` }).click();
    const name = unique('Locality');
    await expect(dialog.getByLabel(/^Name/)).toBeFocused();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Phone/).fill('+91 98111 22244');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
    expect(storedEnquiry(name)).toMatchObject({ source: 'locality-guide', locality: guided.name, intent: null });
  });
});

test('the home page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page, 'main');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search submits to the listing; Buy links, locality tiles and Rent / Lease are plain links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Residential', exact: true }).first()).toHaveAttribute('href', '/residential');
    const guided = localities.find((locality) => !locality.url)!;
    await expect(page.getByRole('link', { name: guided.name, exact: true })).toHaveAttribute(
      'href',
      `/project-details?locality=${encodeURIComponent(guided.name)}`,
    );
    await expect(page.getByRole('link', { name: 'Rent / Lease' })).toHaveAttribute('href', '/contact-us');
    await expect(page.getByRole('group', { name: 'Trending Projects' }).getByRole('link')).toHaveCount(12);
    await page.getByRole('combobox').fill('Sohna Road');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/project-details\?locality=Sohna\+Road$/);
    await expect(page.getByRole('link', { name: /Omaxe The Nile/ }).first()).toBeVisible();
  });
});
