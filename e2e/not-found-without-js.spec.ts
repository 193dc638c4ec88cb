import { expect, test, type Page } from '@playwright/test';
import { firstCompany, firstProject } from './support/content';

// Every screen works without JavaScript (issue #43), the 404s included: the unknown project's and developer's, which
// render per request, must carry their message, the site's not-found text and the links home in the HTML itself,
// inside the site's header and footer, with status 404. Playwright's own test: without JavaScript nothing hydrates.
test.use({ javaScriptEnabled: false });

const project = firstProject('residential');
const company = firstCompany();

async function expectNotFoundWithWayHome(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // No button that needs JavaScript to do anything.
  await expect(page.getByRole('main').getByRole('button', { name: 'Go Back' })).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('an unknown project: 404 with Project not found, the not-found text and a link home', async ({ page }) => {
  await expectNotFoundWithWayHome(page, `/project-details/${project.developer}/no-such-project`, 'Project not found');
  await page.goBack();
  await expect(page.getByText(`Project not found. Developer: ${project.developer}, ID: no-such-project`)).toBeVisible();
});

test('an unknown developer: 404 with its name, the not-found text and a link home', async ({ page }) => {
  await expectNotFoundWithWayHome(page, '/project-details/acme-homes', 'Company "acme-homes" not found');
});

test('a project under an unknown developer: 404 with Project not found and a link home', async ({ page }) => {
  await expectNotFoundWithWayHome(page, `/project-details/acme-homes/${project.id}-nowhere`, 'Project not found');
});

test('the other unknown public addresses have the not-found page in their HTML too', async ({ page }) => {
  for (const path of [
    '/no-such-page',
    '/not-found',
    '/missing/anything',
    '/city/mumbai',
    '/city/gurgaon/no-such-segment',
    '/city/gurgaon/locality/no-such-locality',
    `/project-details/${company.slug}/no-such-project/extra`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText("Oops! The page you're looking for doesn't exist.");
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' }), path).toBeVisible();
  }
});
