import AxeBuilder from '@axe-core/playwright';
import { dataProjects, readData } from './support/content';
import { expect, test, type Page } from './support/test';

/** Expectations come straight from the data files, computed here independently of lib/site/listing. */
type Raw = {
  id: string;
  name: string;
  propertyType?: string;
  bedrooms?: string;
  projectStatus?: string;
  furnishing?: string;
  localities?: string;
  location?: string;
  area?: string;
  budget?: number | number[];
  possession?: string;
};
const residential = dataProjects<Raw>('residential');
const budgetOf = (p: Raw): [number, number] => {
  const [min = 0, max = min] = typeof p.budget === 'number' ? [p.budget] : (p.budget ?? []);
  return [min, max];
};
const areaOf = (p: Raw) => (p.area?.match(/\d[\d,]*/g) ?? []).slice(0, 2).map((n) => Number(n.replace(/,/g, '')));
const bedroomCounts = (p: Raw) => (p.bedrooms ?? '').split(',').map((part) => part.trim().match(/^[\d.]+/)?.[0]);

const cases: { name: string; query: string; expected: number }[] = [
  {
    name: 'construction status',
    query: 'status=Ready+To+move',
    expected: residential.filter((p) => p.projectStatus?.toLowerCase() === 'ready to move').length,
  },
  { name: 'furnishing status', query: 'furnishing=Furnished', expected: residential.filter((p) => p.furnishing === 'Furnished').length },
  {
    name: 'property type',
    query: 'propertyType=Independent+House%2FVilla',
    expected: residential.filter((p) => p.propertyType?.includes('Independent House/Villa')).length,
  },
  { name: 'bedrooms', query: 'bedrooms=5+BHK', expected: residential.filter((p) => bedroomCounts(p).includes('5')).length },
  {
    name: 'budget',
    query: 'budgetMin=50&budgetMax=100&budgetUnit=L',
    expected: residential.filter((p) => budgetOf(p)[1] > 0 && budgetOf(p)[0] <= 1e7 && budgetOf(p)[1] >= 5e6).length,
  },
  {
    name: 'area',
    query: 'areaMin=4000&areaMax=10000',
    expected: residential.filter((p) => {
      const a = areaOf(p);
      return a.length === 0 || Math.max(...a) >= 4000;
    }).length,
  },
  {
    name: 'locality',
    query: 'locality=Sohna+Road',
    expected: residential.filter((p) => `${p.localities} ${p.location}`.toLowerCase().includes('sohna road')).length,
  },
];

const status = (page: Page) => page.locator('#listing-filters [role="status"]');
const cardNames = (page: Page) => page.locator('#listing-results article h3').allTextContents();
const countText = (n: number) => `${n} residential ${n === 1 ? 'project' : 'projects'}`;
// The header logo's label-content mismatch is site-wide (components/layout/site-logo.tsx), reported, not ours.
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('header a[href="/"]');

test('the unfiltered listing shows every residential project, six a page, with SPEC card facts', async ({ page }) => {
  await page.goto('/project-details');
  await expect(status(page)).toHaveText(countText(residential.length));
  expect(await cardNames(page)).toEqual(residential.slice(0, 6).map((p) => p.name));
  const first = page.locator('#listing-results article').first();
  await expect(first.getByRole('link', { name: residential[0]!.name })).toHaveAttribute('target', '_blank');
  await expect(first.getByText('Possession')).toBeVisible();
  await expect(page.locator('#listing-results').getByText('Price per sq ft').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Properties' })).toHaveAttribute('href', '/project-details');
  expect((await axe(page).analyze()).violations).toEqual([]);
});

for (const { name, query, expected } of cases) {
  test(`the ${name} filter narrows the list to the ${expected} projects the data holds`, async ({ page }) => {
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(residential.length);
    await page.goto(`/project-details?${query}`);
    await expect(status(page)).toHaveText(countText(expected));
    await expect(page.locator('#listing-results article')).toHaveCount(Math.min(6, expected));
  });
}

test('ticking a filter updates the URL and the cards without a reload, back at page 1', async ({ page }) => {
  const ready = cases[0]!.expected;
  await page.goto('/project-details?page=2');
  await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
  await page.getByRole('checkbox', { name: 'Ready To move' }).check();
  await expect(page).toHaveURL(/\?status=Ready\+To\+move$/);
  await expect(status(page)).toHaveText(countText(ready));
  await expect(page.getByRole('button', { name: `Show ${ready} projects` })).toBeVisible();
  expect(await page.evaluate(() => 'stillSamePage' in window)).toBe(true);
});

test('the unfiltered listing hydrates without errors, filters without a reload and Back returns to it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const furnished = cases[1]!.expected;
  await page.goto('/project-details');
  await page.evaluate(() => Object.assign(window, { stillSamePage: true }));
  await page.getByRole('checkbox', { name: 'Furnished', exact: true }).check();
  await expect(page).toHaveURL(/\/project-details\?furnishing=Furnished$/);
  await expect(status(page)).toHaveText(countText(furnished));
  await page.goBack();
  await expect(page).toHaveURL(/\/project-details$/);
  await expect(status(page)).toHaveText(countText(residential.length));
  expect(await page.evaluate(() => 'stillSamePage' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('the budget unit switch and number box filter by lakh', async ({ page }) => {
  await page.goto('/project-details');
  await page.getByRole('radio', { name: 'L (lakh)' }).check();
  await expect(page).toHaveURL(/budgetUnit=L/);
  await page.getByRole('spinbutton', { name: 'Minimum budget in L' }).fill('50');
  await expect(page).toHaveURL(/budgetMin=50&budgetMax=100&budgetUnit=L/);
  await expect(status(page)).toHaveText(countText(cases[4]!.expected));
  await expect(page.getByRole('slider', { name: 'Minimum budget' })).toHaveValue('50');
});

test('sorting by price and possession is in the URL', async ({ page }) => {
  const priced = residential.filter((p) => budgetOf(p)[1] > 0);
  const cheapest = [...priced].sort((a, b) => budgetOf(a)[0] - budgetOf(b)[0])[0]!;
  const dearest = [...priced].sort((a, b) => budgetOf(b)[1] - budgetOf(a)[1])[0]!;
  const month = (p: Raw) => (p.possession ? Date.parse(`1 ${p.possession}`) : -Infinity);
  const latest = [...residential].sort((a, b) => month(b) - month(a))[0]!;

  await page.goto('/project-details');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.locator('#listing-results article h3').first()).toHaveText(cheapest.name);
  await sort.selectOption('price-desc');
  await expect(page.locator('#listing-results article h3').first()).toHaveText(dearest.name);
  await sort.selectOption('possession');
  await expect(page.locator('#listing-results article h3').first()).toHaveText(latest.name);
});

test('reload and the back button keep the filters', async ({ page }) => {
  const furnished = cases[1]!.expected;
  await page.goto('/project-details');
  await page.getByRole('checkbox', { name: 'Furnished', exact: true }).check();
  await expect(page).toHaveURL(/furnishing=Furnished$/);
  await page.getByRole('checkbox', { name: 'Ready To move' }).check();
  await expect(page).toHaveURL(/status=Ready\+To\+move&furnishing=Furnished$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?furnishing=Furnished$/);
  await expect(page.getByRole('checkbox', { name: 'Ready To move' })).not.toBeChecked();
  await expect(status(page)).toHaveText(countText(furnished));

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Furnished', exact: true })).toBeChecked();
  await expect(status(page)).toHaveText(countText(furnished));

  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?furnishing=Furnished$/);
  await expect(status(page)).toHaveText(countText(furnished));
});

test('without JavaScript the same URL shows the same cards and the form still filters', async ({ page, browser }) => {
  const url = '/project-details?locality=Dwarka+Expressway&sort=price-desc&page=2';
  await page.goto(url);
  const withScript = await cardNames(page);
  expect(withScript.length).toBeGreaterThan(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(url);
  expect(await cardNames(plain)).toEqual(withScript);

  await plain.goto('/project-details');
  await plain.getByRole('checkbox', { name: 'Ready To move' }).check();
  await plain.getByRole('button', { name: /^Show \d+ projects$/ }).click();
  await expect(plain).toHaveURL(/status=Ready\+To\+move/);
  await expect(status(plain)).toHaveText(countText(cases[0]!.expected));
  await context.close();
});

test('no match shows the message, the enquiry form and Clear all filters', async ({ page }) => {
  await page.goto('/project-details?locality=no-such-place&sort=price-asc');
  await expect(page.getByRole('heading', { name: 'No properties matched your search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send on WhatsApp' })).toBeVisible();
  await page.locator('#listing-results').getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/project-details\?sort=price-asc$/);
  await expect(status(page)).toHaveText(countText(residential.length));
});

test('filtered views keep the canonical link of the listing', async ({ page }) => {
  await page.goto('/project-details?status=New+Launch&page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/project-details$/);
});

test('junk and hostile query values answer 200', async ({ request }) => {
  const junk = [
    'page=abc',
    'page=-5',
    'page=99999999999999999999',
    'budgetMin=NaN&budgetMax=1e999&budgetUnit=GBP',
    'areaMin=%3Cscript%3Ealert(1)%3C%2Fscript%3E&areaUnit=',
    'type=..%2F..%2Fetc&sort[]=x',
    `locality=${'x'.repeat(3000)}`,
    'budgetMin=5&budgetMin=abc&budgetUnit=L&budgetUnit=Cr',
    'bedrooms=&status=%00&furnishing=%20',
  ];
  for (const query of junk) {
    const response = await request.get(`/project-details?${query}`);
    expect(response.status(), query).toBe(200);
    expect(await response.text()).toContain('Find Your Perfect Property');
  }
});

test('localities: chosen first, three shown until Show all, with a search box', async ({ page }) => {
  const names = new Set<string>([
    ...readData<{ localities: string[] }>('location').localities,
    ...residential.map((p) => p.localities!),
    ...dataProjects<Raw>('commercial').map((p) => p.localities!),
  ]);
  await page.goto('/project-details?locality=Okhla');
  const group = page.getByRole('group', { name: 'Localities' });
  const boxes = group.getByRole('checkbox');
  await expect(boxes.first()).toHaveAccessibleName('Okhla');
  await expect(boxes.first()).toBeChecked();
  await expect(group.getByRole('checkbox').filter({ visible: true })).toHaveCount(3);
  await group.getByText(`Show all (${names.size})`).click();
  await expect(group.getByRole('checkbox').filter({ visible: true })).toHaveCount(names.size);
  await group.getByRole('searchbox', { name: 'Search localities' }).fill('sohna');
  const found = [...names].filter((n) => n.toLowerCase().includes('sohna'));
  await expect(group.getByRole('checkbox')).toHaveCount(found.length);
});

test('the developer filter: by name, kept in the URL, counted from the data', async ({ page }) => {
  const godrej = readData<Record<string, Raw[]>>('residentialProjects').godrej!.length;
  await page.goto('/project-details');
  const group = page.getByRole('group', { name: 'Developer' });
  await group.getByText(/^Show all \(\d+\)$/).click();
  await group.getByRole('checkbox', { name: 'Godrej Properties' }).check();
  await expect(page).toHaveURL(/\/project-details\?developer=godrej$/);
  await expect(status(page)).toHaveText(countText(godrej));
  await page.reload();
  await expect(page.getByRole('group', { name: 'Developer' }).getByRole('checkbox').first()).toHaveAccessibleName('Godrej Properties');
  await expect(page.getByRole('group', { name: 'Developer' }).getByRole('checkbox').first()).toBeChecked();
});

test('the budget goes below 1 Cr: under 2 Cr includes the projects that start under 1 Cr', async ({ page }) => {
  const under = (rupees: number) => residential.filter((p) => budgetOf(p)[1] > 0 && budgetOf(p)[0] <= rupees);
  expect(under(10_000_000).length).toBeGreaterThan(0);
  await page.goto('/project-details?budgetMin=0&budgetMax=2&budgetUnit=Cr');
  await expect(status(page)).toHaveText(countText(under(20_000_000).length));
  await expect(page.getByRole('slider', { name: 'Minimum budget' })).toHaveValue('0');
  await expect(page.getByRole('slider', { name: 'Minimum budget' })).toHaveAttribute('min', '0');
});

test('the commercial bedroom list adds the utility options', async ({ page }) => {
  await page.goto('/project-details?type=commercial');
  const bedrooms = page.getByRole('group', { name: 'No of Bedrooms' });
  await expect(bedrooms.getByRole('checkbox', { name: '4 BHK+ Utility' })).toBeVisible();
  await expect(bedrooms.getByRole('checkbox', { name: '3 BHK + Utility' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('without JavaScript the filter opener is a link to the filters', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/project-details');
    await expect(page.getByRole('link', { name: 'Filters', exact: true })).toHaveAttribute('href', '#listing-filter-panel');
    await context.close();
  });

  test('the filter drawer opens, traps focus, applies with the count and closes', async ({ page }) => {
    await page.goto('/project-details');
    const panel = page.locator('#listing-filter-panel');
    await expect(panel).toBeHidden();
    // The server's link, which opens the drawer with or without JavaScript; the filters' code comes at this first
    // tap (listing-filters-takeover.tsx) and puts a button in its place, with the focus.
    await page.getByRole('link', { name: 'Filters', exact: true }).click();
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    expect((await axe(page).include('#listing-filter-panel').analyze()).violations).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await drawer.getByRole('checkbox', { name: 'Ready To move' }).check();
    const apply = drawer.getByRole('button', { name: `Show ${cases[0]!.expected} projects` });
    await expect(apply).toBeVisible();
    await apply.click();
    await expect(drawer).toBeHidden();
    await expect(status(page)).toHaveText(countText(cases[0]!.expected));
    const reopened = page.getByRole('button', { name: 'Filters (1)', exact: true });
    await expect(reopened).toHaveAttribute('aria-controls', 'listing-filter-panel');
    await expect(reopened).toHaveAttribute('aria-expanded', 'false');
    await reopened.click();
    await expect(reopened).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();
  });
});
