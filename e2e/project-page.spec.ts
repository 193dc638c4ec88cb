import { qrSvg } from '../lib/platform/text/qr-svg';
import { expectNoAxeViolations, findProject, floorTitle, full, scrollThrough, testimonials } from './project-support';
import { expect, test } from './support/test';

const SECTIONS = [
  'Overview',
  'Floor Plan',
  'Payment Plan',
  'Specifications',
  'Location',
  'Site Plan',
  'EMI Calculator',
  'Reviews',
  'About Developer',
  'Similar Projects',
];

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Project sections' });

test('the HTML without JavaScript holds every section and its text', async ({ request }) => {
  const response = await request.get(full.path);
  expect(response.status()).toBe(200);
  const html = (await response.text()).replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
  for (const label of SECTIONS) expect(html).toContain(`>${label}</a>`);
  const floors = full.plan!.floors!;
  for (const [index, floor] of floors.entries()) {
    expect(html).toContain(floorTitle(floor, index));
    expect(html).toContain(floor.area);
  }
  expect(html).toContain(full.plan!.paymentPlan![0]!.particulars);
  expect(html).toContain(full.project.specifications![0]!);
  expect(html).toContain(full.project.nearbyLocations![0]!);
  expect(html).toContain('₹ 205.17');
  for (const testimonial of testimonials) expect(html).toContain(testimonial.name);
  expect(html).toContain('Total Projects');
  expect(html).toContain(full.project.reraNumber!);
  // The LCP photograph is in the HTML and is the only preloaded image.
  expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
});

test('the section tabs come in the SPEC order and follow clicks and scrolling', async ({ page }) => {
  await page.goto(full.path);
  await expect(nav(page).getByRole('link')).toHaveText(SECTIONS);
  await expect(nav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'true');

  await nav(page).getByRole('link', { name: 'EMI Calculator' }).click();
  await expect(nav(page).getByRole('link', { name: 'EMI Calculator' })).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('emi-calculator')!.getBoundingClientRect().top)))
    .toBe(160);

  // Scroll-spy: a section counts as active once its top passes scroll position + 200 px.
  await page.evaluate(() => window.scrollTo(0, document.getElementById('location')!.offsetTop - 150));
  await expect(nav(page).getByRole('link', { name: 'Location' })).toHaveAttribute('aria-current', 'true');
  await expect(nav(page).locator('[aria-current]')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a section tab lands its section 160 px below the top, as it does with JavaScript', async ({ page }) => {
    await page.goto(full.path);
    await nav(page).getByRole('link', { name: 'EMI Calculator' }).click();
    await expect(page).toHaveURL(/#emi-calculator$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('emi-calculator')!.getBoundingClientRect().top)))
      .toBe(160);
  });
});

test('on a narrow screen the tab bar scrolls with arrow buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(full.path);
  const right = nav(page).getByRole('button', { name: 'Scroll sections right' });
  const left = nav(page).getByRole('button', { name: 'Scroll sections left' });
  await expect(right).toBeVisible();
  await expect(left).toHaveCount(0);
  const list = nav(page).locator('ul');
  await right.click();
  await expect.poll(() => list.evaluate((element) => Math.round(element.scrollLeft))).toBe(200);
  await expect(left).toBeVisible();
  await left.click();
  await expect.poll(() => list.evaluate((element) => Math.round(element.scrollLeft))).toBe(0);
});

test('the header gallery steps through the photos and opens the viewer', async ({ page }) => {
  await page.goto(full.path);
  const count = full.project.images!.length;
  const gallery = page.getByRole('region', { name: `${full.project.name} photos` });
  const photo = gallery.locator('img');
  await expect(photo).toHaveAttribute('alt', `${full.project.name}, photo 1 of ${count}`);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(photo).toHaveAttribute('alt', `${full.project.name}, photo 2 of ${count}`);
  await gallery.getByRole('button', { name: `Photo ${count} of ${count}` }).click();
  await expect(photo).toHaveAttribute('alt', `${full.project.name}, photo ${count} of ${count}`);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(photo).toHaveAttribute('alt', `${full.project.name}, photo 1 of ${count}`);
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await expect(photo).toHaveAttribute('alt', `${full.project.name}, photo ${count} of ${count}`);

  await gallery.getByRole('button', { name: /^Enlarge/ }).click();
  const viewer = page.getByRole('dialog', { name: `${full.project.name} photos (${count} of ${count})` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${full.project.name}, photo ${count} of ${count}`);
});

test('the RERA number links to its authority next to the badge', async ({ page }) => {
  const noida = findProject(({ project }) => /^UPRERA/.test(project.reraNumber ?? ''));
  for (const [found, url] of [
    [full, 'https://haryanarera.gov.in/'],
    [noida, 'https://www.up-rera.in/projects'],
  ] as const) {
    await page.goto(found.path);
    const link = page.getByRole('link', { name: new RegExp(found.project.reraNumber!) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('list', { name: 'Highlights' })).toContainText('RERA Approved');
    // The QR code beside it is the register's address, as UP-RERA asks of an advertisement.
    const authority = url.includes('up-rera') ? 'UP-RERA' : 'HARERA';
    const qr = page.getByRole('img', { name: `QR code of the ${authority} register` });
    await expect(qr).toBeVisible();
    const modules = /stroke="#000000" d="([^"]+)"/.exec(await qrSvg(url))?.[1];
    expect(await qr.locator('path[stroke]').getAttribute('d')).toBe(modules);
    await expect(page.getByText(`Scan to verify RERA No. ${found.project.reraNumber} with ${authority}`)).toBeVisible();
  }
  await expect(page.locator('footer')).toContainText(
    'RERA agent registration: HARERA HRERA-PKL-GGM-1492-2023 · UP-RERA UPRERAAGT16582 · Delhi RERA DLRERA2024A0071',
  );
});

test('payment plan tabs: CLP shows the table, DP and Other say it is not available', async ({ page }) => {
  await page.goto(full.path);
  const tabs = page.getByRole('tablist', { name: 'Payment plan type' });
  await expect(tabs.getByRole('tab')).toHaveText(['CLP', 'DP', 'Other']);
  await expect(tabs.getByRole('tab', { name: 'CLP' })).toHaveAttribute('aria-selected', 'true');
  const rows = full.plan!.paymentPlan!;
  const table = page.locator('#payment-plan table');
  await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  const untimed = rows.findIndex((row) => !row.time);
  await expect(table.locator('tbody tr').nth(untimed).locator('td').nth(2)).toHaveText('-');

  await tabs.getByRole('tab', { name: 'DP' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('Payment plan not currently available');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Other' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveText('Payment plan not currently available');
  await page.keyboard.press('Home');
  await expect(table).toBeVisible();
});

test('the payment-plans screen reuses the tabs', async ({ page }) => {
  await page.goto(`/payment-plans/${full.project.id}`);
  await expect(page.getByRole('tab', { name: 'CLP' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('table tbody tr')).toHaveCount(full.plan!.paymentPlan!.length);
  await page.getByRole('tab', { name: 'Other' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText('Payment plan not currently available');
});

test('EMI calculator: SPEC defaults, recalculation, ignored input and the project price', async ({ page }) => {
  await page.goto(full.path);
  const section = page.locator('#emi-calculator');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel('Loan amount (₹)')).toHaveValue('10000');
  await expect(section.getByLabel('Interest rate (% a year)')).toHaveValue('8.5');
  await expect(section.getByLabel('Loan tenure (years)')).toHaveValue('5');
  await expect(section.getByTestId('emi-monthly')).toHaveText('₹ 205.17');
  await expect(section.getByTestId('emi-total')).toHaveText('₹ 12,309.92');
  await expect(section.getByTestId('emi-interest')).toHaveText('₹ 2,309.92');
  await expect(section.getByText('Principal 81.2%')).toBeVisible();
  await expect(section.locator('.recharts-surface')).toBeVisible();

  await section.getByLabel('Loan amount (₹)').fill('1000000');
  await section.getByLabel('Interest rate (% a year)').fill('10');
  await section.getByLabel('Loan tenure (years)').fill('20');
  await expect(section.getByTestId('emi-monthly')).toHaveText('₹ 9,650.22');
  // A field left empty (not a number) keeps the last value.
  await section.getByLabel('Loan tenure (years)').fill('');
  await expect(section.getByTestId('emi-monthly')).toHaveText('₹ 9,650.22');
  await section.getByLabel('Loan tenure slider').fill('30');
  await expect(section.getByLabel('Loan tenure (years)')).toHaveValue('30');

  await section.getByRole('button', { name: /Use this project's price/ }).click();
  await expect(section.getByLabel('Loan amount (₹)')).toHaveValue(String(Math.round(full.project.budget![0]! * 0.8)));
});

test('location: directions to the coordinates and the map loads only near the viewport', async ({ page }) => {
  await page.goto(full.path);
  const { latitude, longitude } = full.project.coordinates!;
  const directions = page.getByRole('link', { name: 'Get Directions' });
  await expect(directions).toHaveAttribute('href', new RegExp(`destination=${latitude},${longitude}$`));
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await page.locator('#location').scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toHaveCount(1);
});

test('the map passes under the sticky section tabs instead of painting over them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(full.path);
  const map = page.locator('.leaflet-container');
  await page.locator('#location').scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-tile-loaded, .leaflet-control-zoom').first()).toBeAttached();
  const tabs = await nav(page).boundingBox();
  // Scroll until the map's top edge sits just below the middle of the tab bar: the map is then under it.
  const mapTop = await map.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((top) => window.scrollTo(0, top), mapTop - tabs!.y - tabs!.height / 2 + 20);
  const bar = (await nav(page).boundingBox())!;
  const box = (await map.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, bar.y + bar.height - 4];
  expect(box.y).toBeLessThan(y); // the map really is under that point of the tab bar
  expect(
    await page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px!, py!)?.closest('nav[aria-label="Project sections"]')), [x, y]),
  ).toBe(true);
});

test('without location text, the contact dialog gives phone and e-mail', async ({ page }) => {
  const bare = findProject(({ project }) => !project.location);
  await page.goto(bare.path);
  await expect(page.locator('#location')).toContainText('Location details are not currently available.');
  const button = page.getByRole('button', { name: 'Contact Us for Location Information' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toContainText('Please contact our sales team for location details.');
  await expect(dialog.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:/);
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.locator('form')).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('reviews: a carousel of the testimonials with previous and next', async ({ page }) => {
  await page.goto(full.path);
  const reviews = page.getByRole('region', { name: 'Client reviews' });
  await reviews.scrollIntoViewIfNeeded();
  const active = reviews.locator('.swiper-slide-active');
  await expect(active).toContainText(testimonials[0]!.name);
  // 3 per view from 1024 px wide.
  await expect(reviews.locator('.swiper-slide-visible, .swiper-slide').first()).toBeVisible();
  const width = await active.evaluate((element) => element.getBoundingClientRect().width);
  const box = await reviews.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round((box + 20) / (width + 20))).toBe(3);
  await reviews.getByRole('button', { name: 'Next review' }).click();
  await expect(active).toContainText(testimonials[1]!.name);
  await reviews.getByRole('button', { name: 'Previous review' }).click();
  await expect(active).toContainText(testimonials[0]!.name);
});

test('similar projects: four cards opening other projects in a new tab', async ({ page }) => {
  await page.goto(full.path);
  const cards = page.locator('#similar-projects article');
  await expect(cards).toHaveCount(4);
  const links = page.locator('#similar-projects article h3 a');
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
    expect(href).toMatch(/^\/project-details\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(href).not.toBe(full.path);
  }
  await expect(links.first()).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), links.first().click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(tab.url()).pathname).toBe(await links.first().getAttribute('href'));
});

test('empty states of projects that lack floors, plans, specifications, site plans or nearby places', async ({ page }) => {
  const cases: [ReturnType<typeof findProject>, string, string][] = [
    [findProject(({ plan }) => !plan?.floors?.length), '#floor-plan', 'No floor plans available for this Project.'],
    [findProject(({ plan }) => Boolean(plan) && !plan?.paymentPlan), '#payment-plan', 'Payment plan not currently available'],
    [findProject(({ project }) => !project.specifications?.length), '#specifications', 'No specifications found for this project.'],
    [findProject(({ project }) => !project.sitePlanImages?.length), '#site-plan', 'Site plan is not currently available.'],
    [
      findProject(({ project }) => Boolean(project.location) && !project.nearbyLocations?.length),
      '#location',
      'Nearby Locations information coming soon',
    ],
  ];
  for (const [found, section, text] of cases) {
    await page.goto(found.path);
    await expect(page.locator(section)).toContainText(text);
  }
  await expect(page.locator('#site-plan, #specifications').getByRole('button').first()).toBeVisible();
});

test('an unknown project answers 404 with Project not found and Go Back', async ({ page }) => {
  const response = await page.goto(`/project-details/${full.developer}/no-such-project`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Project not found');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('a broken image falls back to the placeholder', async ({ page }) => {
  await page.route('**/images/site-plans/*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(full.path);
  const plan = page.locator('#site-plan img').first();
  await plan.scrollIntoViewIfNeeded();
  await expect(plan).toHaveAttribute('src', '/images/placeholder.webp');
});

for (const width of [390, 1280]) {
  test(`the whole page passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(full.path);
    await scrollThrough(page);
    await expect(page.locator('#reviews .swiper-initialized')).toHaveCount(1);
    await expectNoAxeViolations(page, '#project-page');
  });
}
