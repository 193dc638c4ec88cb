import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

type Department = { name: string; positions: { title: string }[] };
const departments = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'careerOpenings.json'), 'utf8')) as Department[];

test('department buttons are named by department and count, not "Sales2"', async ({ page }) => {
  await page.goto('/career');
  const sidebar = page.getByRole('navigation', { name: 'Departments' });
  await expect(sidebar.getByRole('button')).toHaveCount(departments.length);
  for (const department of departments) {
    await expect(
      sidebar.getByRole('button', { name: `${department.name} (${department.positions.length} openings)`, exact: true }),
    ).toBeVisible();
  }
  const marketing = departments.find((department) => department.name === 'Marketing')!;
  await sidebar.getByRole('button', { name: /^Marketing/ }).click();
  await expect(page.getByRole('heading', { name: 'Open positions in Marketing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: marketing.positions[0]!.title })).toBeVisible();
});
