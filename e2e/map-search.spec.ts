import { expectNoAxeViolations } from './support/axe-check';
import { dataProjects, readData } from './support/content';
import { expect, test, type Page } from './support/test';

/** Expectations come from the data files' coordinates, independently of lib/site/listing. */
type Raw = { id: string; name: string; localities?: string; coordinates: { latitude: number; longitude: number } };
const residential = dataProjects<Raw>('residential');
type Area = { west: number; south: number; east: number; north: number };
const inside = (area: Area) =>
  residential.filter(
    ({ coordinates: { latitude, longitude } }) =>
      latitude >= area.south && latitude <= area.north && longitude >= area.west && longitude <= area.east,
  );
// Golf Course Extension Road, Gurgaon.
const golfCourseExtension: Area = { west: 77.05, south: 28.39, east: 77.1, north: 28.415 };
const bboxParam = (area: Area) => [area.west, area.south, area.east, area.north].join(',');

const map = (page: Page) => page.locator('.leaflet-container');
const status = (page: Page) => page.locator('#listing-filters [role="status"]');
const cardNames = (page: Page) => page.locator('#listing-results article h3').allTextContents();
const moveSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Search as I move the map' });

/** The projects the markers stand for: a pin counts one, a cluster its number. */
async function markedProjects(page: Page): Promise<number> {
  await map(page).locator('[data-projects]').first().waitFor();
  const labels = await map(page)
    .locator('[data-projects]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''));
  return labels.reduce((sum, label) => sum + Number(/^(\d+) projects here: zoom in$/.exec(label)?.[1] ?? 1), 0);
}

function areaOf(url: string): Area {
  const value = new URL(url).searchParams.get('bbox');
  expect(value, 'bbox in the URL').toBeTruthy();
  const [west, south, east, north] = value!.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

async function expectListToMatchArea(page: Page) {
  const area = areaOf(page.url());
  const expected = inside(area);
  await expect(status(page)).toHaveText(`${expected.length} residential ${expected.length === 1 ? 'project' : 'projects'}`);
  expect(await cardNames(page)).toEqual(expected.slice(0, 6).map((project) => project.name));
  return expected;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a buyer opens the map, zooms into Golf Course Extension Road and searches as the map moves', async ({ page }) => {
    await page.goto('/project-details');
    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/project-details\?view=map$/);
    expect(await markedProjects(page)).toBe(residential.length);
    // Below the map on phones.
    const mapBox = (await map(page).boundingBox())!;
    const firstCard = (await page.locator('#listing-results article').first().boundingBox())!;
    expect(firstCard.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);

    // Off by default: the whole list, and no area in the URL.
    await expect(moveSwitch(page)).not.toBeChecked();
    await expect(status(page)).toHaveText(`${residential.length} residential projects`);

    // A shared link to Golf Course Extension Road opens there, with the switch on and the list narrowed by the server.
    await page.goto(`/project-details?view=map&bbox=${bboxParam(golfCourseExtension)}`);
    await expect(moveSwitch(page)).toBeChecked();
    const there = await expectListToMatchArea(page);
    expect(there.map((project) => project.name)).toEqual(expect.arrayContaining(['Godrej Aristocrat', 'M3M Golf Estate']));

    // Zooming in narrows the area in the URL and the list with it.
    const before = new URL(page.url()).searchParams.get('bbox');
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(before);
    const zoomed = areaOf(page.url());
    expect(zoomed.east - zoomed.west).toBeLessThan(golfCourseExtension.east - golfCourseExtension.west + 0.05);
    await expectListToMatchArea(page);

    // Turned off, the area leaves the URL and the list shows every match again.
    await moveSwitch(page).uncheck();
    await expect(page).toHaveURL(/\/project-details\?view=map$/);
    await expect(status(page)).toHaveText(`${residential.length} residential projects`);
  });

  test('turning "Search as I move the map" on puts the visible area in the URL at once', async ({ page }) => {
    await page.goto('/project-details?view=map');
    await map(page).locator('[data-projects]').first().waitFor();
    await moveSwitch(page).check();
    await expect(page).toHaveURL(/[?&]bbox=/);
    const listed = await expectListToMatchArea(page);
    // The opening view fits every marker.
    expect(listed).toHaveLength(residential.length);
  });
});

test('every filter keeps working in the map view and stays in the URL', async ({ page }) => {
  await page.goto('/project-details?view=map');
  await map(page).locator('[data-projects]').first().waitFor();
  await page.locator('#listing-filters').getByRole('checkbox', { name: 'Ready To move' }).check();
  await expect(page).toHaveURL(/status=Ready\+To\+move/);
  await expect(page).toHaveURL(/view=map/);
  const ready = residential.filter(
    (project) => (project as Raw & { projectStatus?: string }).projectStatus?.toLowerCase() === 'ready to move',
  );
  await expect(status(page)).toHaveText(`${ready.length} residential ${ready.length === 1 ? 'project' : 'projects'}`);
  await expect.poll(() => markedProjects(page)).toBe(ready.length);
});

test('a malformed bbox is ignored: the map view lists every match', async ({ page }) => {
  for (const bbox of ['77,28,abc', '78,29,77,28', '1e999,0,0,0']) {
    const response = await page.goto(`/project-details?view=map&bbox=${encodeURIComponent(bbox)}`);
    expect(response?.status()).toBe(200);
    await expect(status(page)).toHaveText(`${residential.length} residential projects`);
  }
});

test('markers and clusters can be reached and opened from the keyboard', async ({ page }) => {
  await page.goto('/project-details?view=map');
  const cluster = map(page)
    .getByRole('button', { name: /^\d+ projects here: zoom in$/ })
    .first();
  await cluster.waitFor();
  const zoomBefore = await page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style'));
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style'))).not.toBe(zoomBefore);

  // Tab through the map until a project's own marker has the focus, then open it.
  let name: string | null = null;
  for (let step = 0; step < 40 && !name; step += 1) {
    await page.keyboard.press('Tab');
    name = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('.leaflet-container') && focused.hasAttribute('data-project') ? focused.getAttribute('aria-label') : null;
    });
  }
  expect(name, 'a project marker reached with Tab').toBeTruthy();
  const project = residential.find((candidate) => candidate.name === name)!;
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  const link = popup.getByRole('link', { name: name! });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', new RegExp(`/${project.id}$`));
  await expect(popup).toContainText(project.localities ?? '');
  await expect(popup.locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(map(page).getByRole('button', { name: name!, exact: true })).toBeFocused();
});

test('hovering a card marks its marker, and hovering a marker marks its card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/project-details?view=map&bbox=${bboxParam(golfCourseExtension)}`);
  const firstCard = page.locator('#listing-results li[data-project]').first();
  const key = (await firstCard.getAttribute('data-project'))!;
  const holding = map(page).locator(`[data-projects~="${key}"]`);
  await holding.first().waitFor();
  await firstCard.locator('article').hover();
  // CSS modules name the class <hash>_active; Leaflet's own leaflet-interactive must not count.
  await expect(holding.first()).toHaveClass(/_active\b/);
  await page.mouse.move(5, 5);
  await expect(holding.first()).not.toHaveClass(/_active\b/);

  const pin = map(page).locator('[data-project]').first();
  const pinKey = (await pin.getAttribute('data-project'))!;
  await pin.hover();
  await expect(page.locator(`#listing-results li[data-project="${pinKey}"]`)).toHaveAttribute('data-highlighted', '');
});

test('the map view beside the list on a wide screen passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/project-details?view=map');
  await map(page).locator('[data-projects]').first().waitFor();
  const mapBox = (await map(page).boundingBox())!;
  const listBox = (await page.locator('#listing-results article').first().boundingBox())!;
  expect(mapBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);
  await expectNoAxeViolations(page, 'main');
});

test('Leaflet loads only in the map view', async ({ page }) => {
  await page.goto('/project-details');
  await page.locator('#listing-results article').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' }).click();
  await map(page).locator('[data-projects]').first().waitFor();
  expect(await page.evaluate(() => 'L' in window)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map view falls back to the list with a note, and the filter form keeps the view', async ({ page }) => {
    await page.goto(`/project-details?view=map&bbox=${bboxParam(golfCourseExtension)}`);
    // getByText skips <noscript>, which a browser without scripts shows like any element.
    await expect(page.locator('p', { hasText: 'The map needs JavaScript. The matching projects are listed below.' })).toBeVisible();
    expect((await page.locator('#listing-results article').first().boundingBox())!.y).toBeLessThan(1200);
    await expectListToMatchArea(page);
    await expect(page.locator('#listing-filters input[name="view"]')).toHaveValue('map');
    await expect(page.locator('#listing-filters input[name="bbox"]')).toHaveValue(bboxParam(golfCourseExtension));
  });
});

test('the company and city listings switch to the map of their projects', async ({ page }) => {
  await page.goto('/project-details/godrej');
  await page
    .getByRole('navigation', { name: /^View projects by / })
    .getByRole('link', { name: 'Map' })
    .click();
  await expect(page).toHaveURL(/\/project-details\?developer=godrej&view=map$/);
  const godrej = readData<Record<string, Raw[]>>('residentialProjects').godrej ?? [];
  expect(godrej.length).toBeGreaterThan(0);
  expect(await markedProjects(page)).toBe(godrej.length);

  await page.goto('/city/noida');
  await page.getByRole('navigation', { name: 'View residential projects in Noida' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/project-details\?city=Noida&view=map$/);
  await expect(map(page)).toBeVisible();
});

test("a project page links its locality's page from its address and its location section", async ({ page }) => {
  const project = residential.find((candidate) => candidate.name === 'Godrej Aristocrat')!;
  await page.goto(`/project-details/godrej/${project.id}`);
  await expect(page.locator('h1 ~ p').getByRole('link', { name: 'Projects in Golf Course Extension Road' })).toHaveAttribute(
    'href',
    '/city/gurgaon/locality/golf-course-extension-road',
  );
  const localityCount = [...residential, ...dataProjects<Raw>('commercial')].filter(
    (candidate) => candidate.localities === 'Golf Course Extension Road',
  ).length;
  await page.getByRole('link', { name: `All ${localityCount} projects in Golf Course Extension Road, Gurgaon` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Golf Course Extension Road, Gurgaon');
});

test('the tile server the site runs with reaches the browser', async ({ request }) => {
  const response = await request.get('/api/map-tiles');
  expect(await response.json()).toEqual({
    url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  });
});
