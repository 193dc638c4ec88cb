import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The staff credentials playwright.config.ts gives the e2e server.
const staff = { username: 'e2e-admin', password: 'e2e-password' };
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

test.describe('staff access', () => {
  for (const path of ['/admin/enquiries', '/admin/enquiries/csv', '/admin/applications']) {
    test(`${path} answers 401 with a Basic challenge without valid credentials`, async ({ request }) => {
      const anonymous = await request.get(path, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(401);
      expect(anonymous.headers()['www-authenticate']).toMatch(/^Basic realm="Nestora staff"/);
      expect(anonymous.headers()['x-robots-tag']).toBe('noindex, nofollow');
      const wrong = await request.get(path, { headers: { authorization: basic('e2e-admin', 'guess') } });
      expect(wrong.status()).toBe(401);
    });
  }
});

test.describe('signed in', () => {
  test.use({ httpCredentials: staff });

  test('a footer enquiry shows up in the list and in the CSV of the current filter', async ({ page }) => {
    const name = `Admin check ${Date.now().toString(36)}`;
    await page.goto('/contact-us');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(/^Name/).fill(name);
    await footer.getByLabel(/^Phone/).fill('+91 98111 22233');
    await footer.getByLabel(/^Message/).fill('=1+1 "quoted"');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/enquiry'));
    const alert = page.waitForEvent('dialog');
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await sent).status()).toBe(201);
    await (await alert).accept();

    const response = await page.goto('/admin/enquiries?source=footer');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('+91 98111 22233');
    await expect(row).toContainText('/contact-us');
    await expect(row).toContainText('footer');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toContain(`"${name}","'+91 98111 22233"`);
    expect(csv).toContain(`"'=1+1 ""quoted"""`);
    expect(csv).not.toMatch(/"(floating|contact-modal|home-popup)"/);
  });

  test('a project enquiry links back to its project page', async ({ page, request }) => {
    const name = `Project link ${Date.now().toString(36)}`;
    const project = {
      projectDeveloper: 'godrej',
      projectId: 'godrej-aristocrat',
      projectName: 'Godrej Aristocrat',
    };
    const created = await request.post('/api/enquiry', {
      data: { name, phone: '9876543210', source: 'project', ...project },
    });
    expect(created.status()).toBe(201);
    await page.goto('/admin/enquiries?source=project');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('link', { name: 'Godrej Aristocrat' })).toHaveAttribute(
      'href',
      '/project-details/godrej/godrej-aristocrat',
    );
  });

  test('/admin leads to the enquiries and the section navigation works', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await page.getByRole('link', { name: 'Job applications' }).click();
    await expect(page.getByRole('heading', { name: 'Job applications' })).toBeVisible();
  });
});
