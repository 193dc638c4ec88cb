import { dataProjects, expectNoAxeViolations, projectUrl } from './support/shortlist';
import { expect, test } from './support/test';

const projects = dataProjects();
const [first, second, third] = projects.filter((project) => project.budget[0] > 0 && project.reraNumber);
if (!first || !second || !third) throw new Error('the data needs three priced projects with RERA numbers');

/** The EMI row's formula, written out again from the issue: 80 % of the lower price, 8.5 %, 20 years. */
function expectedEmi(lowerPrice: number): string {
  const principal = lowerPrice * 0.8;
  const rate = 8.5 / 12 / 100;
  const emi = (principal * rate * (1 + rate) ** 240) / ((1 + rate) ** 240 - 1);
  return `₹ ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(emi)} / month`;
}

const compareUrl = `/compare?ids=${first.id},${second.id},${third.id}`;

test('the compare table shows the data of each project, column by column', async ({ page }) => {
  await page.goto(compareUrl);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([first.name, second.name, third.name]);
  await expect(table.getByRole('columnheader', { name: first.name }).getByRole('link')).toHaveAttribute('href', projectUrl(first));
  const cells = (row: string) => table.locator(`tr[data-row="${row}"] td`);
  for (const [index, project] of [first, second, third].entries()) {
    await expect(cells('developer').nth(index)).toHaveText(project.developerName);
    await expect(cells('locality').nth(index)).toHaveText(project.localities);
    await expect(cells('price').nth(index)).toContainText(project.price);
    await expect(cells('area').nth(index)).toContainText(project.area);
    await expect(cells('possession').nth(index)).toHaveText(project.possession ?? '—');
    await expect(cells('emi').nth(index)).toContainText(expectedEmi(project.budget[0]));
    await expect(cells('rera').nth(index).getByRole('link')).toContainText(project.reraNumber!);
  }
  const lowest = [first, second, third].reduce((best, project) => (project.budget[0] < best.budget[0] ? project : best));
  const lowestIndex = [first, second, third].indexOf(lowest);
  await expect(cells('price').nth(lowestIndex)).toContainText('Best');
  await expect(cells('emi').nth(lowestIndex)).toContainText('Best');
  await expectNoAxeViolations(page);
});

test('compare is canonical and kept out of search results', async ({ page }) => {
  await page.goto(compareUrl);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/compare$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('unknown ids are skipped with a note and junk never gives a 500', async ({ page, request }) => {
  const response = await page.goto(`/compare?ids=${first.id},no-such-project,${second.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('note')).toContainText('Not found and skipped: no-such-project');
  await expect(page.getByRole('columnheader')).toHaveText([first.name, second.name]);

  for (const junk of ['%', '%E0%A4%A', '<script>', ',,,', 'a'.repeat(5000), `${first.id}&ids=${second.id}`, '']) {
    const answer = await request.get(`/compare?ids=${junk}`);
    expect(answer.status(), junk.slice(0, 40)).toBeLessThan(500);
  }
  const none = await page.goto('/compare');
  expect(none?.status()).toBe(200);
  await expect(page.getByText('Choose 2 to 4 projects')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared compare link still shows the whole table', async ({ page }) => {
    await page.goto(compareUrl);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([first.name, second.name, third.name]);
    await expect(page.locator('tr[data-row="emi"] td').first()).toContainText(expectedEmi(first.budget[0]));
  });
});
