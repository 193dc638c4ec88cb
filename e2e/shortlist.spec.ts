import Database from 'better-sqlite3';
import { e2eDatabaseFile } from './support/enquiry-rows';
import { badgeCount, dataProjects, expectNoAxeViolations, projectUrl, seedShortlist } from './support/shortlist';
import { expect, test } from './support/test';

const projects = dataProjects();
const [first, second, third] = projects;
if (!first || !second || !third) throw new Error('the data needs three projects');

const toggleFor = (name: string) => ({ name: new RegExp(`^Shortlist(ed)? ${name}$`) });

test('add and remove from a listing card; the header badge counts', async ({ page }) => {
  await page.goto('/project-details');
  await expect(badgeCount(page)).toHaveText('0');
  const toggle = page.getByRole('button', toggleFor(first.name));
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAccessibleName(`Shortlisted ${first.name}`);
  await expect(badgeCount(page)).toHaveText('1');
  await page.getByRole('button', toggleFor(second.name)).click();
  await expect(badgeCount(page)).toHaveText('2');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(badgeCount(page)).toHaveText('1');
});

test('add from the project page; it survives a reload and shows on /shortlist', async ({ page }) => {
  await page.goto(projectUrl(third));
  const toggle = page.getByRole('button', toggleFor(third.name)).first();
  await expect(toggle).toHaveText(`Shortlist ${third.name}`);
  await toggle.click();
  await expect(toggle).toHaveText(`Shortlisted ${third.name}`);
  await page.reload();
  await expect(page.getByRole('button', toggleFor(third.name)).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(badgeCount(page)).toHaveText('1');

  await page.getByRole('link', { name: /^Shortlist 1 project$/ }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page.getByRole('heading', { level: 3, name: third.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${third.name}` }).click();
  await expect(page.getByText('Your shortlist is empty.')).toBeVisible();
  await expect(badgeCount(page)).toHaveText('0');
});

test('at most 12 projects; a 13th is refused with a message', async ({ page }) => {
  // The first residential listing page shows projects 0 to 5, the third 12 to 17.
  const thirteenth = projects[12]!;
  await page.goto('/');
  await seedShortlist(
    page,
    projects.slice(1, 12).map((project) => project.id),
  );
  await page.goto('/project-details');
  await expect(badgeCount(page)).toHaveText('11');
  await page.getByRole('button', toggleFor(first.name)).click();
  await expect(badgeCount(page)).toHaveText('12');
  await page.goto('/project-details?page=3');
  const toggle = page.getByRole('button', toggleFor(thirteenth.name));
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your shortlist is full (12)' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(badgeCount(page)).toHaveText('12');
});

test('ids the data no longer has are dropped quietly', async ({ page }) => {
  await page.goto('/');
  await seedShortlist(page, [first.id, 'retired-project', second.id]);
  await page.goto('/about');
  await expect(badgeCount(page)).toHaveText('2');
  const stored = await page.evaluate(() => localStorage.getItem('nestora.shortlist'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ v: 1, ids: [first.id, second.id] });
});

test('another tab sees the change', async ({ page, context }) => {
  await page.goto('/project-details');
  const other = await context.newPage();
  await other.goto('/about');
  await expect(badgeCount(other)).toHaveText('0');
  await page.getByRole('button', toggleFor(first.name)).click();
  await expect(badgeCount(other)).toHaveText('1');
});

test('compare 2 of the shortlist', async ({ page }) => {
  await page.goto('/');
  await seedShortlist(page, [first.id, second.id, third.id]);
  await page.goto('/shortlist');
  await expect(page.getByRole('link', { name: /^Compare/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Compare ${first.name}` }).check();
  await page.getByRole('checkbox', { name: `Compare ${third.name}` }).check();
  await page.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(`/compare?ids=${first.id},${third.id}`);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([first.name, third.name]);
});

test('send my shortlist: one enquiry with every project, and a WhatsApp hand-off naming them', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp stand-in' }));
  const chosen = [first, second, third];
  await page.goto('/');
  await seedShortlist(
    page,
    chosen.map((project) => project.id),
  );
  await page.goto('/shortlist');
  const form = page.getByRole('form', { name: 'Send my shortlist to an advisor' });
  const name = `Shortlister ${Date.now().toString(36)}`;
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Phone/).fill('+91 98765 11111');
  await expectNoAxeViolations(page);

  const popup = context.waitForEvent('page');
  // Accepted inside the listener: an alert that opens before click() returns would otherwise block click().
  const alert = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/enquiry'));
  await form.getByRole('button', { name: 'Send my shortlist' }).click();
  expect((await sent).status()).toBe(201);
  expect(await alert).toBe('Enquiry submitted successfully!');
  const tab = await popup;
  await tab.waitForURL(/wa\.me/);
  const whatsapp = new URL(tab.url()).searchParams.get('text') ?? '';
  expect(whatsapp).toContain(`shortlist: ${chosen.map((project) => project.name).join(', ')}.`);
  expect(whatsapp).toContain(`Name: ${name}`);

  const db = new Database(e2eDatabaseFile(), { readonly: true });
  const row = db.prepare(`SELECT "source", "shortlist" FROM "Enquiry" WHERE "name" = ?`).get(name) as
    { source: string; shortlist: string } | undefined;
  db.close();
  expect(row?.source).toBe('shortlist');
  expect(JSON.parse(row?.shortlist ?? '[]')).toEqual(
    chosen.map((project) => ({ developer: project.developer, id: project.id, name: project.name })),
  );
});

test('recently viewed: the last project pages, most recent first, on home and the listing', async ({ page }) => {
  for (const project of [first, second, third, first]) {
    await page.goto(projectUrl(project));
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('nestora.recently-viewed'))).toContain(project.id);
  }
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await expect(strip.getByRole('heading', { level: 3 })).toHaveText([first.name, third.name, second.name]);
  await page.goto('/project-details');
  await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { level: 3 })).toHaveText([
    first.name,
    third.name,
    second.name,
  ]);
  await expectNoAxeViolations(page);
});
