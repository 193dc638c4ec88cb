import { istToday } from '../lib/platform/time/india';
import { expectNoAxeViolations } from './support/axe-check';
import { signIn } from './support/staff';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
/** India's today, the day the test's leads arrive on. */
async function enquire(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/enquiry', { data: { source: 'api', phone: uniquePhone(), ...data } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A report's table, by the heading that labels its scrolling box. */
const reportTable = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).getByRole('table');
/** The cells of a row after its first (the row's name). */
const rowCells = (table: Locator, name: string) => table.getByRole('row', { name: new RegExp(`^${name}(\\s|$)`) }).getByRole('cell');

test('the reports count the day’s leads of a project, and the funnel moves when a lead moves on', async ({ page, request }) => {
  // A project of the test's own, so leads other tests store today are not counted here.
  const project = `e2e-reports-${suffix()}`;
  const first = await enquire(request, { name: `Report buyer ${suffix()}`, projectId: project });
  await enquire(request, { name: `Report buyer ${suffix()}`, projectId: project });
  await signIn(page, 'admin');
  const query = `?from=${istToday()}&to=${istToday()}&project=${project}`;

  await page.goto(`/admin/reports${query}`);
  await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Reports' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const channels = reportTable(page, 'Leads by channel per week');
  // Sent by the API with no attribution and no page, these leads arrived with no source: Direct.
  await expect(channels.getByRole('columnheader')).toHaveText(['Week', 'Direct', 'Total']);
  await expect(rowCells(channels, 'Total')).toHaveText(['2', '2']);

  await page.goto(`/admin/reports/funnel${query}&by=project`);
  const funnel = reportTable(page, 'Funnel by project');
  await expect(rowCells(funnel, `${project} \\(no longer listed\\)`).nth(0)).toHaveText('2');
  // Leads, then Contacted.
  await expect(rowCells(funnel, 'Total').nth(0)).toHaveText('2');
  await expect(rowCells(funnel, 'Total').nth(1)).toHaveText('0');

  await page.goto(`/admin/leads/${first}`);
  await page.getByLabel('Stage').selectOption('contacted');
  await page.getByRole('button', { name: 'Save stage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contacted');

  await page.goto(`/admin/reports/funnel${query}&by=project`);
  await expect(rowCells(funnel, 'Total').nth(1)).toHaveText('1');
  await expect(rowCells(funnel, 'Total').nth(2)).toHaveText('50%');
  const csv = await page.request.get(`/admin/reports/csv${query}&by=project&table=funnel`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('"Total","2","1","50%"');

  await page.goto(`/admin/reports/advisors${query}`);
  await expect(rowCells(reportTable(page, 'Advisors'), 'Unassigned').nth(0)).toHaveText('2');
});

test('advisors are refused the reports, and see no link to them', async ({ page }) => {
  await signIn(page, 'advisor');
  expect((await page.goto('/admin/reports'))?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Reports' })).toHaveCount(0);
  expect((await page.goto('/admin/reports/funnel'))?.status()).toBe(404);
  expect((await page.request.get('/admin/reports/csv?table=funnel')).status()).toBe(403);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the reports pass axe, and on a phone the tables scroll in their own box`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const project = `e2e-reports-look-${suffix()}`;
    await enquire(request, { name: `Report look ${suffix()}`, projectId: project });
    await signIn(page, 'admin');
    for (const path of ['/admin/reports', '/admin/reports/funnel', '/admin/reports/site-visits', '/admin/reports/advisors']) {
      await page.goto(`${path}?from=${istToday()}&to=${istToday()}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      // The chart is drawn once Recharts has loaded; axe then checks it too.
      if (path !== '/admin/reports/advisors') await expect(page.locator('figure svg').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`${path.split('/').pop()}-${viewport.width}.png`), fullPage: true });
      const pageScroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(pageScroll).toBeLessThanOrEqual(0);
    }
    if (viewport.width === 390) {
      await page.goto(`/admin/reports/funnel?from=${istToday()}&to=${istToday()}`);
      const box = page.getByRole('region', { name: 'Funnel by channel', exact: true });
      const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeGreaterThan(0);
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
  });
}
