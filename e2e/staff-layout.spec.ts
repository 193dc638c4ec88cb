import { expectNoAxeViolations } from './support/axe-check';
import { firstProject } from './support/content';
import { signIn, staffAccounts, staffSections } from './support/staff';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Staff pages sit in app/(staff)/admin's own layout; the public site's header, footer (with its enquiry form) and floating
// buttons belong to app/(site) and the root 404 only.

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** A lead of its own, so the lead page has something to show whatever other tests stored. */
async function leadPath(page: Page, request: APIRequestContext): Promise<string> {
  const name = `Layout check ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  expect((await request.post('/api/enquiry', { data: { name, phone, source: 'api' } })).status()).toBe(201);
  await page.goto('/admin/leads');
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/admin\/leads\/[^/]+$/);
  return href!;
}

async function expectNoPublicChrome(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Send us an enquiry' })).toHaveCount(0);
  await expect(page.locator('button[aria-controls="floating-enquiry"], #floating-enquiry')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toHaveCount(0);
}

async function expectPublicChrome(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Send us an enquiry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff sections' })).toHaveCount(0);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin sees the staff header on the leads, a lead, the staff page and the access log, and no public chrome', async ({
      page,
      request,
    }) => {
      await signIn(page, 'admin');
      const lead = await leadPath(page, request);
      for (const [path, current, heading] of [
        ['/admin/leads', 'Leads', 'Leads'],
        [lead, 'Leads', 'Work this lead'],
        ['/admin/privacy', 'Privacy', 'Privacy requests'],
        ['/admin/staff', 'Staff', 'Staff'],
        ['/admin/access-log', 'Access log', 'Access log'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        if (viewport.width < 720) {
          // A phone's bar: the desk and the member's own leads; the rest behind Menu.
          const desk = page.getByRole('navigation', { name: 'Your desk' });
          await expect(desk.getByRole('link')).toHaveText(['Leads', 'My leads']);
          await expect(desk.getByRole('link', { name: 'My leads' })).toHaveAttribute('href', '/admin/leads?view=mine');
          await expect(page.getByRole('navigation', { name: 'Staff sections' })).toHaveCount(0);
        }
        const nav = await staffSections(page);
        await expect(nav.getByRole('link')).toHaveText([
          'Leads',
          'Site visits',
          'Job applications',
          'Catalogue',
          'Reports',
          'Sources',
          'Assignment',
          'Privacy',
          'Staff',
          'Access log',
        ]);
        await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        const banner = page.getByRole('banner');
        await expect(banner).toContainText(`${staffAccounts.admin.name} (Admin)`);
        await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
        await expectNoPublicChrome(page);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('on a phone the staff menu opens from the keyboard, leads to a section, and closes on the new page and on Escape', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await leadPath(page, request);
  // The desk shows its first lead within the first 500 px of a phone's screen.
  const firstLeadTop = await page
    .locator('main tbody tr')
    .first()
    .evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
  expect(firstLeadTop).toBeLessThan(500);
  // The first lead starts within the first screen: the header is one row.
  const headerHeight = await page.getByRole('banner').evaluate((banner) => banner.getBoundingClientRect().height);
  expect(headerHeight).toBeLessThan(70);
  const menu = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Staff sections' });
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Site visits' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming site visits' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeHidden();
});

test('an advisor sees their own name and no Staff section; the staff 404 keeps the staff header', async ({ page }) => {
  await signIn(page, 'advisor');
  await page.goto('/admin/visits');
  const nav = page.getByRole('navigation', { name: 'Staff sections' });
  await expect(nav.getByRole('link')).toHaveText(['Leads', 'Site visits', 'Job applications']);
  await expect(nav.getByRole('link', { name: 'Site visits' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner')).toContainText(`${staffAccounts.advisor.name} (Advisor)`);
  await expectNoPublicChrome(page);

  expect((await page.goto('/admin/staff'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(nav).toBeVisible();
  await expectNoPublicChrome(page);
});

test('the sign-in page has the staff header without sections, and no public chrome', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Nestora Realty · Staff');
  await expect(page.getByRole('navigation', { name: 'Staff sections' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expectNoPublicChrome(page);
  await expectNoAxeViolations(page);
});

test('Sign out in the staff header ends the session', async ({ page }) => {
  await signIn(page, 'advisor');
  await page.goto('/admin/leads');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test('public pages, the root 404 and the unknown-project 404 keep the public header, footer form and floating buttons', async ({
  page,
}) => {
  const project = firstProject('residential');
  for (const [path, status, heading] of [
    ['/about', 200, undefined],
    ['/no-such-page', 404, "Oops! The page you're looking for doesn't exist."],
    [`/project-details/${project.developer}/no-such-project`, 404, 'Project not found'],
  ] as const) {
    expect((await page.goto(path))?.status()).toBe(status);
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectPublicChrome(page);
  }
});
