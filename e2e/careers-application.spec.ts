import { signIn } from './support/staff';
import { expect, newContextWaitingForScripts, test } from './support/test';

test('a job application is checked, stored and shown as submitted', async ({ page, browser, baseURL }) => {
  await page.goto('/career');
  const departments = page.getByRole('navigation', { name: 'Departments' });
  await departments.getByRole('button', { name: /^Marketing/ }).click();
  await page
    .getByRole('button', { name: /^Apply Now/ })
    .first()
    .click();

  const form = page.locator('form[action="/enquiry/application"]');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please tell us a little about yourself.')).toBeVisible();

  const name = `Applicant ${Date.now().toString(36)}`;
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill('applicant@example.in');
  await form.getByLabel(/^About yourself/).fill('Six years of digital marketing for real-estate brands.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/careers'));
  await form.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();

  const staff = await newContextWaitingForScripts(browser, { baseURL });
  const admin = await staff.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/admin/applications?department=Marketing');
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('applicant@example.in');
  await staff.close();
});
