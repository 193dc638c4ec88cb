import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv } from '../playwright.config';
import { firstProject } from './support/content';
import { expect, test } from './support/test';

const buildDir = path.resolve(e2eEnv.NEXT_DIST_DIR);
// The image optimiser caches each known image at each width it is asked for: a bounded set, and
// other specs running in parallel fill it. Everything else must not change.
const exempt = path.join(buildDir, 'cache', 'images');

/** Size of every file under the build folder, by path. */
function snapshot(dir: string, sizes = new Map<string, number>()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === exempt) continue;
    if (entry.isDirectory()) snapshot(full, sizes);
    else sizes.set(path.relative(buildDir, full), statSync(full).size);
  }
  return sizes;
}

/** Files added or grown since `before`. */
function grownSince(before: Map<string, number>): string[] {
  return [...snapshot(buildDir)].filter(([file, size]) => (before.get(file) ?? -1) < size).map(([file]) => file);
}

const project = firstProject('residential');

test('requests for unknown projects, companies, floor plans and payment plans write nothing to disk', async ({ request }) => {
  test.setTimeout(120_000);
  const before = snapshot(buildDir);
  const statuses = new Map<string, number>();
  for (let index = 0; index < 40; index += 1) {
    const id = `made-up-${index}-${Date.now().toString(36)}`;
    const urls = [
      `/project-details/${project.developer}/${id}`,
      `/project-details/${id}`,
      `/project-details/${id}/${id}`,
      `/floor-plans/${id}`,
      `/floor-plans/${project.developer}/${id}`,
      `/floor-plans?company=${id}`,
      `/payment-plans/${id}`,
      `/specifications/${id}/${id}`,
    ];
    for (const url of urls) {
      const response = await request.get(url);
      const kind = url.split('/')[1]!.split('?')[0]!;
      statuses.set(`${kind} ${response.status()}`, (statuses.get(`${kind} ${response.status()}`) ?? 0) + 1);
    }
  }
  // Next writes a known page's prerendered output to server/route-cache once, the first time it is served
  // (specs running in parallel do that): bounded by the site's own pages. What must never appear is a file
  // for an unknown address, or anything outside that cache.
  const grown = grownSince(before);
  expect(grown.filter((file) => file.includes('made-up'))).toEqual([]);
  expect(grown.filter((file) => !file.startsWith('server/route-cache/'))).toEqual([]);
  expect(statuses.get('project-details 404')).toBe(120);
});

test('an unknown project and an unknown company keep the SPEC texts, with a 404', async ({ page }) => {
  await page.goto('/about');
  const missingProject = await page.goto(`/project-details/${project.developer}/no-such-tower`);
  expect(missingProject?.status()).toBe(404);
  await expect(page.getByText(`Project not found. Developer: ${project.developer}, ID: no-such-tower`)).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);

  const missingCompany = await page.goto('/project-details/acme-homes');
  expect(missingCompany?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company "acme-homes" not found');
  await expect(page.getByText('Please check the URL or try again later')).toBeVisible();
});

test('floor plans keep their three SPEC empty states', async ({ page }) => {
  await page.goto('/floor-plans');
  await expect(page.getByText('No project or developer selected. Please provide a project ID in the URL.')).toBeVisible();
  await page.goto('/floor-plans/no-such-project');
  await expect(
    page.getByText('No floor plans available for this Project. Please contact us for base selling price and other details.'),
  ).toBeVisible();
  await page.goto('/floor-plans?company=acme-homes');
  await expect(
    page.getByText('No floor plans available for Acme Homes. Please contact us for base selling price and other details.'),
  ).toBeVisible();
});
