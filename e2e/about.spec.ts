import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe-check';
import { expect, test } from './support/test';

const about = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'about.json'), 'utf8')) as {
  founder: { name: string };
  mission: string;
  coreValues: { title: string }[];
};

test('About renders its copy from data/about.json and Contact Us Today opens the contact dialog', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: about.founder.name })).toBeVisible();
  await expect(page.getByText(about.mission)).toBeVisible();
  for (const value of about.coreValues) await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();

  const open = page.getByRole('button', { name: 'Contact Us Today' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByLabel(/^Name/)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
