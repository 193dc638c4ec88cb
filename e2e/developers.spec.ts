import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe-check';
import { expect, test } from './support/test';

type Developer = { id: string; name: string; url: string };
const developers = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'leadingRealEstateDevelopers.json'), 'utf8')) as Developer[];

test('/developers shows every leading developer, each opening its company page in a new tab', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leading Real Estate Developers');
  const grid = page.getByRole('main').getByRole('list').last();
  await expect(grid.getByRole('link')).toHaveCount(developers.length);
  for (const developer of developers) {
    const link = grid.getByRole('link', { name: developer.name, exact: true });
    await expect(link).toHaveAttribute('href', developer.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expectNoAxeViolations(page, 'main');
});

test('the footer and the sitemap lead to /developers', async ({ page, request }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Leading Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/developers<\/loc>/);
});
