import { visitWindow } from '../lib/site/visits/visit-window';
import { expectNoAxeViolations } from './support/axe-check';
import { signIn } from './support/staff';
import { expect, newContextWaitingForScripts, test } from './support/test';

const projectPage = '/project-details/godrej/godrej-aristocrat';
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('the header’s "Book a site visit" leads to the form, which books a visit staff then see by day', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(projectPage);
  await page.getByRole('link', { name: 'Book a site visit' }).click();
  await expect(page).toHaveURL(/#book-site-visit$/);
  const form = page.getByRole('form', { name: 'Book a site visit' });
  await expect(form).toBeInViewport();
  await expectNoAxeViolations(page, '#book-site-visit');

  const name = unique('Visit buyer');
  const day = visitWindow().last;
  await form.getByLabel(/^Preferred date/).fill(day);
  await form.getByLabel('Afternoon (1 pm – 4 pm)').check();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Phone/).fill(uniquePhone());
  await form.getByLabel(/^Number of visitors/).fill('2');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/enquiry'));
  await form.getByRole('button', { name: 'Request a visit' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole('status')).toContainText('Your visit to Godrej Aristocrat on');

  const staff = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(staff, 'admin');
  await staff.goto('/admin/visits');
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Afternoon (1 pm – 4 pm)');
  await expect(row.getByRole('link', { name: 'Godrej Aristocrat' })).toHaveAttribute('href', projectPage);
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a booking goes through as a plain form, and a bad date comes back with the reason', async ({ page }) => {
    await page.goto(`${projectPage}#book-site-visit`);
    const form = page.getByRole('form', { name: 'Book a site visit' });
    await form.getByLabel(/^Preferred date/).fill(visitWindow().first);
    await form.getByLabel('Morning (10 am – 1 pm)').check();
    await form.getByLabel(/^Name/).fill(unique('No-JS visit'));
    await form.getByLabel(/^Phone/).fill(uniquePhone());
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thank-you/);

    await page.goto(`${projectPage}#book-site-visit`);
    await form.getByLabel(/^Preferred date/).fill('2020-01-01');
    await form.getByLabel('Morning (10 am – 1 pm)').check();
    await form.getByLabel(/^Name/).fill(unique('Late visit'));
    await form.getByLabel(/^Phone/).fill(uniquePhone());
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(page).toHaveURL(/\/enquiry\/not-sent/);
    await expect(page.getByText('Please choose a date from tomorrow up to 60 days ahead.')).toBeVisible();
  });
});
