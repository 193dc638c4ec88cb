import { expect, test } from './support/test';

// The price charts (issue 49, item 7): islands that fetch their data and Recharts only near the viewport. The e2e
// database holds the seed alone (one price each), so the drawn chart is checked with an answer of three publishes.
const projectPath = '/project-details/godrej/godrej-aristocrat';
const historyApi = '/api/price-history/godrej/godrej-aristocrat';
const localityPath = '/city/gurgaon/locality/golf-course-extension-road';

const range = (recordedAt: string, minPrice: number, maxPrice: number) => ({
  configuration: '',
  minPrice,
  maxPrice,
  pricePerSqft: null,
  recordedAt,
});

const sectionHeight = (page: import('@playwright/test').Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().height, id);

test("the project's price history comes near the viewport, without moving the page, and says a single price is unchanged", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/price-history/')) asked.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(projectPath);
  const section = page.locator('#price-history');
  await expect(section.getByText(/^Current price/)).toBeVisible();
  const before = await sectionHeight(page, 'price-history');
  expect(asked).toEqual([]);

  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(/^Price unchanged since \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(section.getByText(/^₹ 5\.7 Cr – ₹ 8\.49 Cr, as published/)).toBeVisible();
  expect(asked.map((url) => new URL(url).pathname)).toEqual([historyApi]);
  expect(await sectionHeight(page, 'price-history')).toBe(before);
});

test('a history of changes is drawn, with its sentence and a table for screen readers', async ({ page }) => {
  await page.route(`**${historyApi}`, (route) =>
    route.fulfill({
      json: {
        project: 'godrej/godrej-aristocrat',
        history: [
          range('2026-03-02T04:00:00.000Z', 56975000, 84925000),
          range('2026-07-01T04:00:00.000Z', 59500000, 87000000),
          range('2026-11-01T04:00:00.000Z', 62000000, 91000000),
        ],
      },
    }),
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(projectPath);
  const section = page.locator('#price-history');
  const before = await sectionHeight(page, 'price-history');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Starting price up 8.8 % since 2 Mar 2026: from ₹ 5.7 Cr to ₹ 6.2 Cr (2 changes).')).toBeVisible();
  // Two step lines, drawn at once: no animation to wait for.
  await expect(section.locator('.recharts-line-curve')).toHaveCount(2);
  const table = section.getByRole('table', { name: 'Published prices of Godrej Aristocrat' });
  await expect(table.locator('tbody tr')).toHaveText([
    '2 Mar 2026₹ 5.7 Cr₹ 8.49 Cr',
    '1 Jul 2026₹ 5.95 Cr₹ 8.7 Cr',
    '1 Nov 2026₹ 6.2 Cr₹ 9.1 Cr',
  ]);
  expect(await sectionHeight(page, 'price-history')).toBe(before);
});

test("the locality's median rate by quarter shows its one quarter as a figure", async ({ page }) => {
  await page.goto(localityPath);
  const section = page.locator('section', { has: page.locator('#locality-price-trend') });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByText(/^Median ₹ [\d,]+ per sq ft in 20\d\d Q[1-4], across \d+ floor plans\. The trend shows from next quarter\.$/),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chart keeps its place, with the current price and a link to the data', async ({ page, request }) => {
    await page.goto(projectPath);
    const section = page.locator('#price-history');
    await expect(section.getByText(/^Current price/)).toContainText('₹ 5.7 Cr - 8.49 Cr');
    const link = section.getByRole('link', { name: 'price history (JSON)' });
    await expect(link).toHaveAttribute('href', historyApi);
    const data = (await (await request.get(historyApi)).json()) as { history: { configuration: string; minPrice: number }[] };
    expect(data.history.find((entry) => entry.configuration === '')?.minPrice).toBe(56975000);
  });
});
