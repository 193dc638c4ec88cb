import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { recordAlerts } from './support/alerts';
import { expectNoAxeViolations } from './support/axe-check';
import { storedEnquiry } from './support/enquiry-rows';

type City = { slug: string; name: string; description: string };
const cities = JSON.parse(readFileSync(path.join(process.cwd(), 'data', 'cities.json'), 'utf8')) as City[];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('nestora:contact-popup-shown', '1'));
});

for (const city of cities) {
  test(`/city/${city.slug} shows its intro, localities, projects, developers and an enquiry`, async ({ page }) => {
    await page.goto(`/city/${city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Property in ${city.name}`);
    await expect(page.getByText(city.description)).toBeVisible();

    const localities = page.getByRole('region', { name: `Localities in ${city.name}` });
    expect(await localities.getByRole('listitem').count()).toBeGreaterThan(2);

    await expect(page.getByRole('heading', { name: `Residential projects in ${city.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Commercial projects in ${city.name}` })).toBeVisible();

    const developers = page.getByRole('region', { name: `Developers active in ${city.name}` });
    const logos = developers.getByRole('link');
    expect(await logos.count()).toBeGreaterThan(1);
    await expect(logos.first()).toHaveAttribute('href', /^\/project-details\/[\w-]+$/);

    await expect(page.getByRole('button', { name: `Enquire about ${city.name}` })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
}

test('Gurgaon lists its localities; one with a guide opens it, others link to the filtered listing', async ({ page }) => {
  await page.goto('/city/gurgaon');
  const localities = page.getByRole('region', { name: 'Localities in Gurgaon' });
  await expect(localities.getByRole('listitem').first()).toHaveText(/^Dwarka Expressway\s*26 projects$/);
  await expect(localities.getByRole('link', { name: /^Cyber City/ })).toHaveAttribute(
    'href',
    '/project-details?locality=Cyber+City&type=commercial',
  );
  await localities.getByRole('button', { name: /^Sohna Road/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sohna Road' });
  await expect(dialog.getByRole('link', { name: 'Omaxe The Nile' })).toHaveAttribute('href', '/project-details/omaxe/omaxe-the-nile');
  await page.keyboard.press('Escape');
  await expect(localities.getByRole('button', { name: /^Sohna Road/ })).toBeFocused();

  const developers = page.getByRole('region', { name: 'Developers active in Gurgaon' });
  await expect(developers.getByRole('link', { name: 'DLF Limited' })).toHaveAttribute('href', '/project-details/dlf');
});

test("a city page's enquiry records the city", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/city/noida');
  await page.getByRole('button', { name: 'Enquire about Noida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Property in Noida' });
  await expectNoAxeViolations(page, '[role="dialog"]');
  const name = `City ${Date.now().toString(36)}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Phone/).fill('+91 98111 22255');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Your enquiry has been submitted successfully!']);
  expect(storedEnquiry(name)).toMatchObject({ source: 'city-page', city: 'Noida', intent: null, locality: null });
});
