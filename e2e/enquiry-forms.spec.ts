import { firstProject } from './support/content';
import { expect, pageHydrated, runClockUntil, test, type Locator, type Page } from './support/test';

/** Accepts every alert and keeps its text, as a visitor clicking OK would. */
function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

type Details = { name: string; phone?: string; email?: string; message?: string };

async function fillEnquiry(scope: Locator, details: Details) {
  await scope.getByLabel(/^Name/).fill(details.name);
  if (details.phone) await scope.getByLabel(/^Phone/).fill(details.phone);
  if (details.email) await scope.getByLabel(/^Email/).fill(details.email);
  if (details.message) await scope.getByLabel(/^Message/).fill(details.message);
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test.describe('footer form', () => {
  test('submits and shows the success alert, then clears', async ({ page }) => {
    const alerts = recordAlerts(page);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const details = { name: unique('Footer'), phone: '+91 98765 43210', email: 'footer@example.in' };
    await fillEnquiry(footer, details);
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
    await expect(footer.getByLabel(/^Name/)).toHaveValue('');
  });

  test('explains missing fields next to them and sends nothing', async ({ page }) => {
    const alerts = recordAlerts(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/enquiry')) posted = true;
    });
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(footer.getByText('Please enter your name.')).toBeVisible();
    await expect(footer.getByLabel(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    await expect(footer.getByLabel(/^Name/)).toBeFocused();
    expect(posted).toBe(false);
    expect(alerts).toEqual([]);
  });
});

test('floating Inquire Now form submits and closes', async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/about');
  const toggle = page.locator('button[aria-controls="floating-enquiry"]');
  await toggle.click();
  await expect(toggle).toHaveText('Close');
  const panel = page.locator('#floating-enquiry');
  await fillEnquiry(panel, { name: unique('Floating'), phone: '9876543210' });
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveText('Inquire Now');
});

test('contact modal from About: accessible dialog, own success text, focus returned', async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/about');
  const opener = page.getByRole('button', { name: 'Contact Us Today' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await fillEnquiry(dialog, { name: unique('Modal'), phone: '9876543210', message: 'Call after 6 pm' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Your enquiry has been submitted successfully!']);
  await expect(dialog).toBeHidden();
});

test('project page Inquire Now sends the enquiry with the project', async ({ page }) => {
  const alerts = recordAlerts(page);
  const project = firstProject('residential');
  await page.goto(`/project-details/${project.developer}/${project.id}`);
  await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Inquire Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await fillEnquiry(dialog, { name: unique('Project'), phone: '9876543210' });
  const request = page.waitForRequest((sent) => sent.url().endsWith('/api/enquiry'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await request).postDataJSON()).toMatchObject({ source: 'project', projectId: project.id });
  await expect.poll(() => alerts).toEqual(['Your enquiry has been submitted successfully!']);
});

test('contact page form needs name and email only', async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/contact-us');
  const form = page.locator('form').filter({ has: page.locator('input[value="contact-page"]') });
  await fillEnquiry(form, { name: unique('Contact page'), email: 'visitor@example.com' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
});

test('no-results form stores the request and opens WhatsApp', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp stand-in' }));
  const alerts = recordAlerts(page);
  await page.goto('/project-details?locality=no-such-locality-anywhere');
  const form = page.locator('form').filter({ has: page.locator('input[value="no-results"]') });
  const name = unique('No results');
  await fillEnquiry(form, { name, phone: '9876543210', message: 'Villa in Sohna' });
  const whatsapp = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Send on WhatsApp' }).click();
  const tab = await whatsapp;
  await tab.waitForURL(/wa\.me/);
  const text = new URL(tab.url()).searchParams.get('text') ?? '';
  expect(text).toContain(`Name: ${name}`);
  expect(text).toContain('Phone: 9876543210');
  expect(text).toContain('Message: Villa in Sohna');
  await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
});

test.describe('home contact popup', () => {
  // The one place the popup's own timer runs; the page's clock is driven by the test, so "5 s after load" is
  // exact however slow the machine.
  test.use({ contactPopup: 'on-its-timer' });

  async function openHome(page: Page) {
    const start = new Date('2026-06-01T10:00:00+05:30');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    await hydrateUnderPausedClock(page);
  }

  /**
   * Moves the paused clock in small steps until React has hydrated (and started the popup timer): the footer form
   * turns off native validation then. Steps, not one jump: the loader sets its timers only once the browser has
   * reported the first paint, which can come after any single step on a slow machine.
   */
  async function hydrateUnderPausedClock(page: Page) {
    await runClockUntil(page, () => pageHydrated(page), 'the page hydrated');
  }

  test('opens once per session 5 s after load, stores and hands off to WhatsApp', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp stand-in' }));
    const alerts = recordAlerts(page);
    await openHome(page);
    const dialog = page.getByRole('dialog');
    await page.clock.runFor(4900);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(dialog).toBeVisible();

    const name = unique('Popup');
    await fillEnquiry(dialog, { name, phone: '9876543210', email: 'popup@example.in', message: '2 BHK' });
    const whatsapp = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    const tab = await whatsapp;
    await tab.waitForURL(/wa\.me/);
    const text = new URL(tab.url()).searchParams.get('text') ?? '';
    for (const part of [name, '9876543210', 'popup@example.in', '2 BHK']) expect(text).toContain(part);
    await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
    await expect(dialog).toBeHidden();

    await page.reload();
    await hydrateUnderPausedClock(page);
    await page.clock.runFor(60_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Escape dismisses it', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(5100);
    const dialog = page.getByRole('dialog');
    // Focus moves in, with Escape's handler, just after the dialog first paints: wait for it before the key.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer form still submits and lands on the thank-you page', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await fillEnquiry(footer, { name: unique('No JS'), phone: '9876543210' });
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thank-you/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry submitted successfully!');
  });

  test('buttons that open the contact dialog are links to the contact form instead', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Contact Us Today' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('a bad field leads to a page that names it', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await fillEnquiry(footer, { name: unique('No JS'), phone: 'call me' });
    await footer.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry\/not-sent/);
    await expect(page.getByText('Please enter a valid phone number (7 to 15 digits).')).toBeVisible();
  });
});
