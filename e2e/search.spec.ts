import { expectNoAxeViolations } from './support/axe-check';
import { dataProjects } from './support/content';
import { expect, test, type Page } from './support/test';

/** The expectations are computed here from the raw data files, independently of lib/site/search and lib/site/listing. */
type Raw = { id: string; name: string; bedrooms?: string; city?: string; budget?: number | number[] };
const residential = dataProjects<Raw>('residential');
const budgetOf = (p: Raw): [number, number] => {
  const [min = 0, max = min] = typeof p.budget === 'number' ? [p.budget] : (p.budget ?? []);
  return [min, max];
};
const bedroomCounts = (p: Raw) => (p.bedrooms ?? '').split(',').map((part) => part.trim().match(/^[\d.]+/)?.[0]);

/** '3 BHK in Gurgaon under 2 Cr': 3 BHK, in Gurgaon, starting at or under 2 Cr (those under 1 Cr too). */
const fits = residential.filter(
  (p) => bedroomCounts(p).includes('3') && p.city === 'Gurgaon' && budgetOf(p)[1] > 0 && budgetOf(p)[0] <= 20_000_000,
);
const requirementLabel = `3 BHK · Gurgaon · under ₹2 Cr: ${fits.length} projects`;

const box = (page: Page) => page.getByRole('combobox', { name: 'Search projects, developers and localities' });
const status = (page: Page) => page.locator('#listing-filters [role="status"]');

/** Every card of the listing at `url`, six a page. */
async function listedNames(page: Page, url: string, total: number): Promise<string[]> {
  const names: string[] = [];
  for (let number = 1; number <= Math.ceil(total / 6); number += 1) {
    await page.goto(`${url}&page=${number}`);
    names.push(...(await page.locator('#listing-results article h3').allTextContents()));
  }
  return names;
}

test('the data holds the case the issue names, under-1-Cr projects included', () => {
  expect(fits.length).toBe(10);
  expect(fits.some((p) => budgetOf(p)[0] < 10_000_000)).toBe(true);
});

test('typing several words, with a typo, then choosing with the keyboard', async ({ page }) => {
  await page.goto('/');
  await box(page).fill('sobah altus');
  const option = page.getByRole('option').first();
  await expect(option).toContainText('Sobha Altus');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toHaveText('1 result');
  await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/project-details\/sobha\/sobha-altus$/);
});

test('two words that no single name holds find what they mean', async ({ page }) => {
  await page.goto('/');
  await box(page).fill('godrej gurgaon');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText(/^Godrej Properties · Gurgaon: \d+ residential projects/);
  await expect(options.nth(1)).toContainText('Godrej Properties');
  await expect(options.nth(2)).toContainText('Godrej Aristocrat');
  await box(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoAxeViolations(page, 'form[role="search"]');
});

test("a requirement's suggestion leads to a listing of exactly the projects that fit", async ({ page }) => {
  await page.goto('/');
  await box(page).fill('3 BHK in Gurgaon under 2 Cr');
  const first = page.getByRole('option').first();
  await expect(first).toContainText(requirementLabel);
  await expectNoAxeViolations(page, 'form[role="search"]');
  await box(page).press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/project-details\?budgetMin=0&budgetMax=2&budgetUnit=Cr&bedrooms=3\+BHK&city=Gurgaon$/);
  await expect(status(page)).toHaveText(`${fits.length} residential projects`);
  expect((await listedNames(page, page.url(), fits.length)).sort()).toEqual(fits.map((p) => p.name).sort());
});

test('voice: the transcript, number words included, goes through the same reading', async ({ page }) => {
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 0;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      start() {
        this.onstart?.();
        window.setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'three BHK in Gurgaon under two crore' }]] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search by voice' }).click();
  await expect(box(page)).toHaveValue('three BHK in Gurgaon under two crore');
  await expect(page.getByRole('option').first()).toContainText(requirementLabel);
  await page.getByRole('option').first().click();
  await expect(status(page)).toHaveText(`${fits.length} residential projects`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a requirement submits to /search, which answers 303 to the filtered listing', async ({ page, request }) => {
    const response = await request.get('/search?q=3+BHK+in+Gurgaon+under+2+Cr', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/project-details?budgetMin=0&budgetMax=2&budgetUnit=Cr&bedrooms=3+BHK&city=Gurgaon');

    await page.goto('/');
    await box(page).fill('3 BHK in Gurgaon under 2 Cr');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/project-details\?budgetMin=0&budgetMax=2&budgetUnit=Cr&bedrooms=3\+BHK&city=Gurgaon$/);
    await expect(status(page)).toHaveText(`${fits.length} residential projects`);
  });

  test('anything else gets a server-rendered results page that is not indexed', async ({ page }) => {
    await page.goto('/');
    await box(page).fill('sobah altus');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/results\?q=sobah\+altus$/);
    await expect(page.getByRole('heading', { name: '1 result for “sobah altus”' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sobha Altus/ })).toHaveAttribute('href', '/project-details/sobha/sobha-altus');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test("nothing found shows the listing's no-match contact form", async ({ page }) => {
    await page.goto('/search?q=zzqx');
    await expect(page).toHaveURL(/\/search\/results\?q=zzqx$/);
    await expect(page.getByRole('heading', { name: 'No results found for “zzqx”' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send on WhatsApp' })).toBeVisible();
  });
});

test.describe('/search with junk', () => {
  const junk = [
    '',
    'q=',
    'q=%20%20%20',
    `q=${'a'.repeat(5000)}`,
    `q=${'godrej '.repeat(700)}`,
    'q=%00%07%1B%7F%E2%80%AE',
    'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    'q=a&q=b&q[]=c',
    'q=%FF%FE',
  ];

  for (const query of junk) {
    test(`answers ${query.slice(0, 40) || '(no query)'} with a clear page`, async ({ request }) => {
      const response = await request.get(`/search?${query}`);
      expect(response.status()).toBe(200);
      expect(response.url()).toMatch(/\/search\/results\?q=/);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html).not.toMatch(/<script>alert|<img src=x/i);
    });
  }

  test('shows markup as text, says when a query was cut, and asks for one when blank', async ({ page }) => {
    await page.goto('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page.getByRole('heading', { name: 'No results found for “<script>alert(1)</script>”' })).toBeVisible();

    await page.goto(`/search?q=${'a'.repeat(5000)}`);
    await expect(page.getByText('Your search was long, so only its first 200 characters were read.')).toBeVisible();

    await page.goto('/search?q=');
    await expect(page.getByText(/Type a project, developer or locality, or what you need/)).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
});
