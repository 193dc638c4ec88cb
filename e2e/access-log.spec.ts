import { expectNoAxeViolations } from './support/axe-check';
import { signIn } from './support/staff';
import { expect, newContextWaitingForScripts, test } from './support/test';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
// `npm start` appends the socket's peer to X-Forwarded-For: here the loopback address the browser connects from.
const loopback = /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/;

test('an advisor’s view of a lead is logged; admins see it on the lead and per member of staff, advisors cannot read the log', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const name = unique('Logged buyer');
  const response = await request.post('/api/enquiry', { data: { source: 'api', name, phone: uniquePhone() } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  const advisor = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(advisor, 'advisor');
  await advisor.goto(`/admin/leads/${id}`);
  await expect(advisor.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(advisor.getByRole('region', { name: 'Access log' })).toHaveCount(0);
  await expect(advisor.getByRole('link', { name: 'Access log' })).toHaveCount(0);
  expect((await advisor.goto('/admin/access-log'))?.status()).toBe(404);
  await expect(advisor.getByRole('table')).toHaveCount(0);

  const admin = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/admin/leads');
  await expect(admin.getByTestId('retention-due')).toContainText(/due for erasure in the next 30 days \(24 months without activity/);
  await admin.goto(`/admin/leads/${id}`);
  const onLead = admin.getByRole('region', { name: 'Access log' });
  const advisorRow = onLead.getByRole('row').filter({ hasText: 'Vikram Advisor' });
  await expect(advisorRow).toHaveCount(1);
  await expect(advisorRow.getByRole('cell').nth(2)).toHaveText('Viewed the lead');
  await expect(advisorRow.getByRole('cell').nth(3)).toHaveText(loopback);
  // The admin's own view is logged too, and shown: the log hides no one.
  await expect(onLead.getByRole('row').filter({ hasText: 'Asha Admin' })).toHaveCount(1);
  await expectNoAxeViolations(admin);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    // The log's table scrolls inside its card: the page itself never gets wider than the screen.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await onLead.screenshot({ path: testInfo.outputPath(`lead-access-log-${width}.png`) });
  }

  await admin.goto('/admin/staff');
  await admin.getByRole('link', { name: 'Access log of Vikram Advisor' }).click();
  await expect(admin).toHaveURL(/\/admin\/access-log\?staff=/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Access log: Vikram Advisor');
  await expect(admin.getByLabel('Member of staff')).toHaveValue(/.+/);
  const entry = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `Lead ${id}` }) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Vikram Advisor');
  await expect(admin.getByRole('row').filter({ hasText: 'Asha Admin' })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await admin.screenshot({ path: testInfo.outputPath(`access-log-${width}.png`), fullPage: true });
  }
});

test('the privacy policy names the fiduciary, the processors, retention, rights and the Board', async ({ page }, testInfo) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle(/Privacy Policy/);
  const main = page.getByRole('main');
  await expect(main).toContainText('Nestora Realty');
  await expect(main).toContainText('Data Fiduciary');
  await expect(main.getByRole('heading', { name: '9. Grievance Officer' })).toBeVisible();
  for (const processor of ['Our mail server', 'Our CRM (customer relationship software)', 'Map tiles']) {
    await expect(main.getByRole('listitem').filter({ hasText: processor })).toHaveCount(1);
  }
  await expect(main).toContainText('no activity for 24 months');
  await expect(main).toContainText('no sooner than 48 hours after that e-mail was sent');
  await expect(main).toContainText('an application is deleted when it is 12 months old');
  await expect(main).toContainText('only as long as we hold the data it was about');
  await expect(main).toContainText('we keep only what our accounts and the law need');
  await expect(main).toContainText('complain to the Data Protection Board of India');
  await expect(main).toContainText(/Notice on our forms: version \d{4}-\d{2}-\d{2}/);
  await expect(main.getByRole('link', { name: 'Make a privacy request' })).toHaveAttribute('href', '/privacy/your-data');
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`privacy-policy-${width}.png`), fullPage: true });
  }
});
