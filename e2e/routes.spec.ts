import { firstCompany, firstProject, floorPlanProjectIds } from './support/content';
import { expect, test } from './support/test';

const residential = firstProject('residential');
const commercial = firstProject('commercial');
const company = firstCompany();
const planId = floorPlanProjectIds()[0]!;

const routes: [path: string, heading: string | RegExp][] = [
  ['/', 'Find Your Dream Property in Gurgaon, Delhi & Noida'],
  ['/home', 'Find Your Dream Property in Gurgaon, Delhi & Noida'],
  ['/about', 'About Nestora Realty'],
  ['/career', 'Build Your Career With Us'],
  ['/contact-us', 'Contact Us'],
  ['/residential', 'Residential Projects'],
  ['/commercial', 'Commercial Projects'],
  ['/plots', 'Residential Plots'],
  ['/sco', 'SCO Plots'],
  ['/city/gurgaon', 'Property in Gurgaon'],
  ['/city/delhi', 'Property in Delhi'],
  ['/city/noida', 'Property in Noida'],
  ['/trending-projects', 'Trending Projects'],
  ['/project-details', 'Find Your Perfect Property'],
  [`/project-details/${company.slug}`, company.name],
  [`/project-details/${residential.developer}/${residential.id}`, residential.name],
  [`/project-details/${commercial.developer}/${commercial.id}`, commercial.name],
  [`/floor-plans/${planId}`, /Floor Plans$/],
  ['/floor-plans', 'Floor Plans'],
  [`/payment-plans/${planId}`, /Payment Plan$/],
  [`/specifications/${residential.developer}/${residential.id}`, `${residential.name} Specifications`],
  ['/projects-count', 'Project Portfolio Summary'],
];

for (const [path, heading] of routes) {
  test(`${path} answers 200, server-rendered, with its heading`, async ({ page, request }) => {
    const html = await request.get(path);
    expect(html.status()).toBe(200);
    // Server-rendered: the heading is in the HTML before any script runs.
    const headingText = typeof heading === 'string' ? heading.replace(/&/g, '&amp;') : null;
    if (headingText) expect(await html.text()).toContain(headingText);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/Nestora Realty/);
  });
}

test('breadcrumbs follow the SPEC rule on a nested page', async ({ page }) => {
  await page.goto('/city/gurgaon');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'City' })).toHaveAttribute('href', '/city');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Gurgaon');
});

test('a category page links each developer to its page in a new tab', async ({ page }) => {
  await page.goto('/residential');
  const links = page.locator('main ul a[target="_blank"]');
  await expect(links).toHaveCount(19);
  await expect(links.first()).toHaveAttribute('href', /^\/project-details\/[a-z0-9-]+$/);
});

test('the listing paginates six projects a page', async ({ page }) => {
  await page.goto('/project-details');
  await expect(page.locator('main article')).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('2');
});

test('the portfolio table sorts by a column and toggles direction', async ({ page }) => {
  await page.goto('/projects-count');
  const firstCompanyCell = page.locator('tbody tr').first().locator('th');
  const ascending = await firstCompanyCell.textContent();
  await page.getByRole('button', { name: /^Company/ }).click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Company');
  await expect(firstCompanyCell).not.toHaveText(ascending!);
  await page.getByRole('button', { name: /^Total Projects/ }).click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Total Projects');
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ companies$/)).toBeVisible();
});
