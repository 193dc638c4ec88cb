import { recordAlerts } from './support/alerts';
import { expectNoAxeViolations } from './support/axe-check';
import { dataProjects, readData } from './support/content';
import { storedEnquiry } from './support/enquiry-rows';
import { hydrated } from './support/site-routes';
import { expect, test } from './support/test';

type Bounds = { south: number; west: number; north: number; east: number };
type City = { slug: string; name: string; description: string; bounds: Bounds };
type RawProject = { id: string; name: string; city?: string; coordinates?: { latitude: number; longitude: number } };
const cities = readData<City[]>('cities');

// Which projects a city holds, worked out here from the data files rather than through lib/site/content.
const aliases: Record<string, string> = { gurugram: 'gurgaon', newdelhi: 'delhi' };
const cityKey = (name: string) => {
  const key = name.toLowerCase().replace(/[\s-]+/g, '');
  return aliases[key] ?? key;
};
const inCity = (project: RawProject, city: City) => {
  if (project.city) return cityKey(project.city) === city.slug;
  const { latitude, longitude } = project.coordinates ?? { latitude: 19.076, longitude: 72.8777 };
  const { south, west, north, east } = city.bounds;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
};
const cityProjects = (kind: 'residential' | 'commercial', city: City) => dataProjects<RawProject>(kind).filter((p) => inCity(p, city));

for (const city of cities) {
  test(`/city/${city.slug} shows its intro, localities, projects, developers and an enquiry`, async ({ page }) => {
    await page.goto(`/city/${city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Property in ${city.name}`);
    await expect(page.getByText(city.description)).toBeVisible();

    const localities = page.getByRole('region', { name: `Localities in ${city.name}` });
    expect(await localities.getByRole('listitem').count()).toBeGreaterThan(2);

    for (const kind of ['residential', 'commercial'] as const) {
      const title = `${kind[0]!.toUpperCase()}${kind.slice(1)} projects in ${city.name}`;
      const section = page.locator('section', { has: page.getByRole('heading', { name: title }) });
      const expected = cityProjects(kind, city);
      await expect(section.getByText(`${expected.length} projects`, { exact: true })).toBeVisible();
      // The first six, then a link to the listing filtered to the city for the rest.
      expect(await section.locator('article h3').allTextContents()).toEqual(expected.slice(0, 6).map((p) => p.name));
      const seeAll = section.getByRole('link', { name: `See all ${expected.length} ${kind} projects in ${city.name}` });
      if (expected.length > 6) {
        const query = kind === 'commercial' ? `type=commercial&city=${city.name}` : `city=${city.name}`;
        await expect(seeAll).toHaveAttribute('href', `/project-details?${query}`);
      } else {
        await expect(seeAll).toHaveCount(0);
      }
    }

    const developers = page.getByRole('region', { name: `Developers active in ${city.name}` });
    const logos = developers.getByRole('link');
    expect(await logos.count()).toBeGreaterThan(1);
    await expect(logos.first()).toHaveAttribute('href', /^\/project-details\/[\w-]+$/);

    await expect(page.getByRole('button', { name: `Enquire about ${city.name}` })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
}

test('Gurgaon lists its localities with counts, each linking to its own page, which carries its guide', async ({ page }) => {
  await page.goto('/city/gurgaon');
  const localities = page.getByRole('region', { name: 'Localities in Gurgaon' });
  await expect(localities.getByRole('listitem').first()).toHaveText(/^Dwarka Expressway\s*26 projects$/);
  await expect(localities.getByRole('link', { name: /^Cyber City/ })).toHaveAttribute('href', '/city/gurgaon/locality/cyber-city');
  await expect(localities.getByRole('button')).toHaveCount(0);

  const developers = page.getByRole('region', { name: 'Developers active in Gurgaon' });
  await expect(developers.getByRole('link', { name: 'DLF Limited' })).toHaveAttribute('href', '/project-details/dlf');

  await localities.getByRole('link', { name: /^Sohna Road/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Sohna Road, Gurgaon');
  const guide = readData<{ name: string; guide: { summary: string } }[]>('topLocalities').find(
    (locality) => locality.name === 'Sohna Road',
  )!;
  await expect(page.getByRole('region', { name: 'Sohna Road at a glance' })).toContainText(guide.guide.summary);
  await expect(page.getByRole('link', { name: 'Omaxe The Nile' })).toHaveAttribute('href', '/project-details/omaxe/omaxe-the-nile');
});

test("See all on Gurgaon's page opens the listing filtered to Gurgaon, City ticked, with every project", async ({ page }) => {
  const gurgaon = cities.find((city) => city.slug === 'gurgaon')!;
  const residential = cityProjects('residential', gurgaon);
  await page.goto('/city/gurgaon');
  await page.getByRole('link', { name: `See all ${residential.length} residential projects in Gurgaon` }).click();
  await expect(page).toHaveURL(/\/project-details\?city=Gurgaon$/);
  await expect(page.locator('#listing-filters [role="status"]')).toHaveText(`${residential.length} residential projects`);
  await expect(page.getByRole('group', { name: 'City' }).getByRole('checkbox', { name: 'Gurgaon' })).toBeChecked();
  expect(await page.locator('#listing-results article h3').allTextContents()).toEqual(residential.slice(0, 6).map((p) => p.name));

  // Unticking the city widens the list to every residential project.
  await page.getByRole('group', { name: 'City' }).getByRole('checkbox', { name: 'Gurgaon' }).uncheck();
  await expect(page).toHaveURL(/\/project-details$/);
  await expect(page.locator('#listing-filters [role="status"]')).toHaveText(`${dataProjects('residential').length} residential projects`);
});

test("a city page's enquiry records the city", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/city/noida');
  // A click before hydration opens nothing: the dialog is React's.
  await hydrated(page);
  await page.getByRole('button', { name: 'Enquire about Noida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Property in Noida' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, '[role="dialog"]');
  const name = `City ${Date.now().toString(36)}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Phone/).fill('+91 98111 22255');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Your enquiry has been submitted successfully!']);
  expect(storedEnquiry(name)).toMatchObject({ source: 'city-page', city: 'Noida', intent: null, locality: null });
});
