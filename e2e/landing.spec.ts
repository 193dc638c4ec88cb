import { recordAlerts } from './support/alerts';
import { expectNoAxeViolations } from './support/axe-check';
import { dataProjects, readData } from './support/content';
import { storedEnquiry } from './support/enquiry-rows';
import { hydrated } from './support/site-routes';
import { expect, test } from './support/test';

type JsonLd = {
  '@type': string;
  numberOfItems?: number;
  itemListElement: { position: number; name: string; url?: string; item?: string }[];
};

async function jsonLd(page: import('@playwright/test').Page, type: string): Promise<JsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text) as JsonLd).find((data) => data['@type'] === type);
  expect(found, type).toBeTruthy();
  return found!;
}

test('a city segment page says what and where, lists its projects for people and search engines, and leads to the same listing', async ({
  page,
}) => {
  await page.goto('/city/gurgaon/3-bhk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('3 BHK Apartments in Gurgaon');
  const intro = await page.locator('.page-hero p').textContent();
  const count = Number(/^(\d+) projects with 3 BHK homes in Gurgaon/.exec(intro ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(page).toHaveTitle(new RegExp(`^3 BHK Apartments in Gurgaon: ${count} projects`));
  const cards = await page.locator('main article h3').allTextContents();
  expect(cards.length).toBe(Math.min(count, 24));

  const list = await jsonLd(page, 'ItemList');
  expect(list.numberOfItems).toBe(cards.length);
  expect(list.itemListElement.map((item) => item.name)).toEqual(cards);
  const crumbs = await jsonLd(page, 'BreadcrumbList');
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'City', 'Gurgaon', '3 BHK Apartments']);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/city\/gurgaon\/3-bhk$/);
  await expectNoAxeViolations(page, 'main');

  await page.getByRole('link', { name: /^(See all \d+ and refine|Refine by budget, size and more)$/ }).click();
  await expect(page).toHaveURL(/\/project-details\?bedrooms=3\+BHK&city=Gurgaon$/);
  await expect(page.locator('#listing-filters [role="status"]')).toHaveText(`${count} residential projects`);
});

test('a locality page lists the projects of that locality, and its breadcrumb skips the page that does not exist', async ({ page }) => {
  await page.goto('/city/gurgaon/locality/cyber-city');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Cyber City, Gurgaon');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Gurgaon' })).toHaveAttribute('href', '/city/gurgaon');
  await expect(breadcrumb.getByRole('link', { name: 'Locality' })).toHaveCount(0);
  const locations = await page.locator('main article').allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const card of locations) expect(card).toContain('Cyber City');
});

test('a locality page says what its projects cost and offer from their own data, maps them, and names the nearest localities', async ({
  page,
}) => {
  const locality = 'Golf Course Extension Road';
  type Raw = { name: string; id: string; localities?: string; bedrooms?: string; coordinates: { latitude: number; longitude: number } };
  const projects = [...dataProjects<Raw>('residential'), ...dataProjects<Raw>('commercial')].filter(
    (project) => project.localities === locality,
  );
  const plans = readData<Record<string, { id: string; floors?: { pricePerSqft?: string }[] }[]>>('floorAndPaymentPlans');
  const ids = new Set(projects.map((project) => project.id));
  const rates = Object.values(plans)
    .flat()
    .filter((plan) => ids.has(plan.id))
    .flatMap((plan) => (plan.floors ?? []).map((floor) => Number((floor.pricePerSqft ?? '').replace(/[^\d.]/g, ''))))
    .filter((rate) => rate > 0);
  const rupees = (amount: number) => `₹ ${new Intl.NumberFormat('en-IN').format(amount)}`;

  await page.goto('/city/gurgaon/locality/golf-course-extension-road');
  const overview = page.getByRole('region', { name: `${locality} at a glance` });
  await expect(overview.getByRole('definition').first()).toContainText(`${rupees(Math.min(...rates))} – ${rupees(Math.max(...rates))}`);
  const bedroomCounts = new Set(projects.flatMap((project) => project.bedrooms?.match(/\d+(\.\d+)?/g) ?? []));
  for (const count of bedroomCounts) await expect(overview).toContainText(`${count} BHK`);

  // The map sits below the cards and loads as it comes near the screen.
  const mapSection = page.getByRole('region', { name: `Where the projects in ${locality} are` });
  await mapSection.scrollIntoViewIfNeeded();
  await mapSection.locator('.leaflet-container [data-projects]').first().waitFor();
  const labels = await mapSection
    .locator('.leaflet-container [data-projects]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''));
  expect(labels.reduce((sum, label) => sum + Number(/^(\d+) projects here/.exec(label)?.[1] ?? 1), 0)).toBe(projects.length);

  const nearby = page.getByRole('region', { name: `Localities near ${locality}` });
  await expect(nearby.getByRole('listitem')).toHaveCount(5);
  const first = nearby.getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/city\/[a-z-]+\/locality\/[a-z0-9-]+$/);
  expect((await page.request.get(href)).status()).toBe(200);
  await expectNoAxeViolations(page, 'main');
});

test("a locality page's enquiry records the locality", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/city/gurgaon/locality/golf-course-extension-road');
  await hydrated(page);
  await page.getByRole('button', { name: 'Talk to an advisor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const name = `Locality ${Date.now().toString(36)}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Phone/).fill('+91 98111 22266');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Your enquiry has been submitted successfully!']);
  expect(storedEnquiry(name)).toMatchObject({ city: 'Gurgaon', locality: 'Golf Course Extension Road' });
});

test('the city page links its segments and localities with counts, and the footer its residential and commercial pages', async ({
  page,
}) => {
  await page.goto('/city/noida');
  const segments = page.getByRole('region', { name: 'Browse property in Noida' });
  const commercial = segments.getByRole('link', { name: /^Commercial Property\s*\d+ projects?$/ });
  await expect(commercial).toHaveAttribute('href', '/city/noida/commercial');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Residential Property in Noida' })).toHaveAttribute('href', '/city/noida/residential');
  await commercial.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial Property in Noida');
});

test('an unknown segment or locality is the 404 page', async ({ request }) => {
  for (const path of ['/city/gurgaon/penthouses', '/city/gurgaon/locality/nowhere', '/city/mumbai/3-bhk']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Oops! The page you're looking for doesn't exist.");
  }
});

test('the sitemap names every landing page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/city/gurgaon/3-bhk', '/city/delhi/residential', '/city/gurgaon/locality/cyber-city']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});
