import Database from 'better-sqlite3';
import { expectNoAxeViolations } from './support/axe-check';
import { firstProject } from './support/content';
import { e2eDatabaseFile } from './support/enquiry-rows';
import { mailedLink } from './support/mailbox';
import { dataProjects, seedShortlist } from './support/shortlist';
import { dialogActions, gotoWithClock, hydrated } from './support/site-routes';
import { signIn } from './support/staff';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';

const ENQUIRY_NOTICE = 'Sending this form asks Nestora Realty to contact you.';
const APPLICATION_NOTICE = 'Sending this form asks Nestora Realty to consider your application';
const project = firstProject('residential');
const projectPath = `/project-details/${project.developer}/${project.id}`;

/** The notice, its links, the grievance contact and (on enquiry forms) the unticked, optional marketing box. */
async function expectNotice(form: Locator, { summary = ENQUIRY_NOTICE, marketing = true } = {}) {
  await expect(form.getByText(summary)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Read our full privacy notice' })).toHaveAttribute('href', '/privacy-policy');
  const details = form.locator('details');
  await details.locator('summary', { hasText: 'What we do with your details' }).click();
  await expect(details.getByText(/How long: 24 months|How long: up to 12 months/)).toBeVisible();
  await expect(details.getByRole('link', { name: 'Use your rights' })).toHaveAttribute('href', '/privacy/your-data');
  await expect(details.getByRole('link', { name: 'info@nestorarealty.in' })).toHaveAttribute('href', 'mailto:info@nestorarealty.in');
  const box = form.getByRole('checkbox', { name: /new launches and offers/ });
  if (marketing) {
    await expect(box).not.toBeChecked();
    await expect(box).not.toHaveAttribute('required');
  } else {
    await expect(box).toHaveCount(0);
  }
}

const formWith = (page: Page, source: string) =>
  page.locator('form').filter({ has: page.locator(`input[name="source"][value="${source}"]`) });

test.describe('the privacy notice on every form', () => {
  test('footer enquiry', async ({ page }) => {
    await page.goto('/about');
    await expectNotice(page.getByRole('contentinfo').locator('form'));
  });

  test('contact page', async ({ page }) => {
    await page.goto('/contact-us');
    await expectNotice(formWith(page, 'contact-page'));
  });

  test('site visit and project Inquire Now', async ({ page }) => {
    await page.goto(projectPath);
    await expectNotice(formWith(page, 'site-visit'));
    await hydrated(page);
    await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Inquire Now' }).first().click();
    await expectNotice(page.getByRole('dialog'));
  });

  test('send my shortlist', async ({ page }) => {
    await page.goto('/');
    await seedShortlist(
      page,
      dataProjects()
        .slice(0, 2)
        .map((item) => item.id),
    );
    await page.goto('/shortlist');
    await expectNotice(page.getByRole('form', { name: 'Send my shortlist to an advisor' }));
  });

  test('no results', async ({ page }) => {
    await page.goto('/project-details?locality=no-such-locality-anywhere');
    await expectNotice(formWith(page, 'no-results'));
  });

  test('careers application, without a marketing box', async ({ page }) => {
    await page.goto('/career');
    await page
      .getByRole('button', { name: /^Apply Now/ })
      .first()
      .click();
    await expectNotice(page.locator('form[action="/enquiry/application"]'), { summary: APPLICATION_NOTICE, marketing: false });
  });

  for (const action of dialogActions.filter((dialog) => dialog.name !== 'mobile menu')) {
    test.describe(() => {
      test.use({ contactPopup: action.contactPopup ?? 'held-back' });
      test(`${action.name}`, async ({ page }) => {
        await gotoWithClock(page, action.path);
        await expectNotice(await action.open(page));
      });
    });
  }
});

test('an enquiry sent with the box unticked shows its consent, without marketing, on the lead page', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const name = `Consent ${Date.now().toString(36)}`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await footer.getByLabel(/^Name/).fill(name);
  await footer.getByLabel(/^Phone/).fill(phone);
  await expect(footer.getByRole('checkbox', { name: /new launches and offers/ })).not.toBeChecked();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/enquiry'));
  await footer.getByRole('button', { name: 'Send Enquiry' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ consent: { noticeVersion: '2026-11-26', marketing: false } });

  await signIn(page, 'admin');
  await page.goto(`/admin/leads/${id}`);
  const consent = page.getByRole('region', { name: 'Consent' });
  await expect(consent.getByText('Marketing: not agreed')).toBeVisible();
  await expect(consent.getByText('Agreed to contact about the enquiry · notice of 2026-11-26 · footer form on /about')).toBeVisible();
  await expect(consent.getByText(/marketing/i)).toHaveCount(1);
  await expectNoAxeViolations(page, 'main');
});

const consentKinds = (leadId: string) => {
  const database = new Database(e2eDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare('SELECT kind, purposes FROM "ConsentRecord" WHERE enquiryId = ? ORDER BY createdAt, id')
      .all(leadId)
      .map((row) => `${(row as { kind: string }).kind} ${(row as { purposes: string }).purposes}`);
  } finally {
    database.close();
  }
};

test('the link in the confirmation mail: opening it changes nothing, confirming withdraws marketing', async ({ page }) => {
  const email = `withdrawer.${Date.now().toString(36)}@example.in`;
  const created = await page.request.post('/api/enquiry', {
    data: {
      name: `Withdrawer ${Date.now().toString(36)}`,
      phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      email,
      source: 'footer',
      fillMs: 9000,
      consent: { noticeVersion: '2026-11-26', marketing: true },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The buyer's confirmation mail, as the e2e server's loopback mail server received it.
  await page.goto(await mailedLink(email, '/privacy/choices?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your choices about your enquiry');
  await expectNoAxeViolations(page, 'main');
  expect(consentKinds(id)).toEqual(['given ["contact","marketing"]']);

  await page.getByRole('button', { name: 'Stop marketing messages' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You will get no more offers from us');
  expect(consentKinds(id)).toEqual(['given ["contact","marketing"]', 'withdrawn ["marketing"]']);

  await signIn(page, 'admin');
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole('region', { name: 'Consent' }).getByText(/^Marketing: withdrawn on /)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ticked box is stored as marketing consent, with the notice version', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const name = `No-JS consent ${Date.now().toString(36)}`;
    await footer.getByLabel(/^Name/).fill(name);
    await footer.getByLabel(/^Phone/).fill('9876543210');
    await footer.getByRole('checkbox', { name: /new launches and offers/ }).check();
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thank-you/);
    const database = new Database(e2eDatabaseFile(), { readonly: true, fileMustExist: true });
    try {
      const record = database
        .prepare(
          'SELECT c.kind, c.noticeVersion, c.purposes, c.form FROM "ConsentRecord" c JOIN "Enquiry" e ON e.id = c.enquiryId WHERE e.name = ?',
        )
        .all(name);
      expect(record).toEqual([{ kind: 'given', noticeVersion: '2026-11-26', purposes: '["contact","marketing"]', form: 'footer' }]);
    } finally {
      database.close();
    }
  });
});

test.describe('looks', () => {
  async function shoot(page: Page, testInfo: TestInfo, name: string, target: Locator) {
    await target.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
  }

  for (const width of [390, 1280]) {
    test(`the footer form and the contact dialog at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const form = page.getByRole('contentinfo').locator('form');
      await form.locator('details summary').click();
      await expectNoAxeViolations(page, 'footer');
      await shoot(page, testInfo, `footer-form-${width}`, form);

      await hydrated(page);
      await page.getByRole('button', { name: 'Contact Us Today' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('link', { name: 'Read our full privacy notice' })).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await shoot(page, testInfo, `contact-dialog-${width}`, dialog);
    });
  }

  test('the privacy link page refuses a bad token and acts on nothing when opened', async ({ page }) => {
    await page.goto('/privacy/choices?token=cmnotreal.9999999999.forged');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
    await expect(page.getByRole('button', { name: /Stop marketing|erase my details/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
  });
});
