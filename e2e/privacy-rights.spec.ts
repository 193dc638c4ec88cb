import { expectNoAxeViolations } from './support/axe-check';
import { mailCount, mailedLink } from './support/mailbox';
import { columnsHolding, repeatOfEnquiry } from './support/privacy-rows';
import { signIn } from './support/staff';
import { expect, newContextWaitingForScripts, test, type APIRequestContext, type Page } from './support/test';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function enquire(request: APIRequestContext, data: Record<string, string>): Promise<string> {
  const response = await request.post('/api/enquiry', { data: { source: 'api', ...data } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The person's side: the rights form, then the link from their mail and its Confirm button. */
async function askAndConfirm(page: Page, kind: 'A copy of my data' | 'Erase my data', email: string) {
  // Only a mail sent for this request: an earlier request's mail to the same address holds a used link.
  const mailsBefore = mailCount(email);
  await page.goto('/privacy/your-data');
  await page.getByRole('radio', { name: kind }).check();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
  await page.goto(await mailedLink(email, '/privacy/your-data/verify?token=', mailsBefore));
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
}

async function openRequest(admin: Page, email: string) {
  await admin.goto('/admin/privacy');
  const row = admin.getByRole('row').filter({ hasText: email });
  await row.getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Open');
}

test('a buyer gets exactly their data, then has it erased; the same phone later is a new lead', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const id = tag();
  const phone = uniquePhone();
  const email = `buyer.${id}@example.in`;
  const name = `Privacy buyer ${id}`;
  const lead = await enquire(request, { name, phone, email, message: 'Looking for a 2 BHK' });
  const namesake = await enquire(request, { name, phone: uniquePhone(), email: `other.${id}@example.in` });

  await askAndConfirm(page, 'A copy of my data', email);
  const admin = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(admin, 'admin');
  await openRequest(admin, email);
  const exportUrl = `${new URL(admin.url()).pathname}/json`;
  const exported = (await (await admin.request.get(exportUrl)).json()) as { tables: Record<string, { id: string }[]> };
  expect(exported.tables.enquiries?.map((row) => row.id)).toEqual([lead]);
  expect(JSON.stringify(exported)).not.toContain(namesake);
  const csv = await (await admin.request.get(exportUrl.replace(/json$/, 'csv'))).text();
  expect(csv).toContain(`"enquiries","${lead}","phone","${phone}"`);
  await admin.getByLabel('Done').check();
  await admin.getByLabel('Note').fill('Export sent to the buyer');
  await admin.getByRole('button', { name: 'Close request' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Done');

  await askAndConfirm(page, 'Erase my data', email);
  await openRequest(admin, email);
  await admin.getByRole('link', { name: 'Erase their data…' }).click();
  await admin.getByRole('button', { name: 'Erase permanently' }).click();
  // The box is required: nothing is erased without it.
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Open');
  await admin.getByLabel('I understand that this cannot be undone').check();
  await admin.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Done');
  await expect(admin.getByRole('region', { name: 'Erasure log' })).toContainText('Enquiries: 1 erased');
  expect(columnsHolding([phone, email])).toEqual([]);
  expect(repeatOfEnquiry(namesake)).toBeNull();

  const later = await enquire(request, { name: `Back again ${id}`, phone });
  expect(repeatOfEnquiry(later)).toBeNull();
});

test('advisors are refused the privacy queue and see no link to it', async ({ page }) => {
  await signIn(page, 'advisor');
  await page.goto('/admin/leads');
  await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Privacy' })).toHaveCount(0);
  const response = await page.goto('/admin/privacy');
  expect(response?.status()).toBe(404);
});

for (const width of [390, 1280]) {
  test(`the rights page and the staff queue at ${width} px pass axe`, async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacy/your-data?problems=contact');
    await expect(page.getByRole('alert').filter({ hasText: 'Your request was not sent' })).toContainText(
      'Give a valid phone number or e-mail address',
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/privacy-shots/your-data-${width}.png`, fullPage: true });

    const phone = uniquePhone();
    await page.request.post('/privacy/your-data/request', {
      form: { kind: 'correction', phone, details: 'Spelling of my name' },
    });
    const admin = await (await newContextWaitingForScripts(browser, { baseURL, viewport: { width, height: 900 } })).newPage();
    await signIn(admin, 'admin');
    await admin.goto('/admin/privacy');
    // The section marked current, in the header's sections (behind the Menu on a phone, where it is not opened here).
    await expect(admin.locator('nav[aria-label="Staff sections"] a[aria-current="page"]').first()).toHaveText('Privacy');
    await expect(admin.getByText('Verify by call').first()).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `test-results/privacy-shots/queue-${width}.png`, fullPage: true });
    await admin.getByRole('row').filter({ hasText: phone }).getByRole('link').click();
    // Nothing is shown as theirs before the call is recorded.
    await expect(admin.getByRole('heading', { level: 2, name: 'What we hold under what they proved' })).toHaveCount(0);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `test-results/privacy-shots/request-${width}.png`, fullPage: true });
    await admin.getByLabel('Call note (optional)').fill('Confirmed the spelling on the phone');
    await admin.getByRole('button', { name: /^Record my call to / }).click();
    await expect(admin.getByText(/called by .+ on /)).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'What we hold under what they proved' })).toBeVisible();
  });
}
