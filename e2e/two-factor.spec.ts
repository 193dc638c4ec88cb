import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe-check';
import { staffAccounts, totpCode } from './support/staff';
import { expect, newContextWaitingForScripts, test } from './support/test';

// Plain forms and 303 redirects: the whole flow works without JavaScript.
test.use({ javaScriptEnabled: false });
// A whole sign-up, sign-out and sign-in, with axe and screenshots, on a shared machine.
test.setTimeout(120_000);

const newcomer = staffAccounts.newcomer;

async function signInWithPassword(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(newcomer.email);
  await page.getByLabel('Password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe runs in the page, so it checks the same page (same session) opened in a context with scripts. */
async function expectAccessible(browser: Browser, page: Page) {
  // The spec's javaScriptEnabled: false applies to new contexts too, unless turned back on.
  const context = await newContextWaitingForScripts(browser, { baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  const scripted = await context.newPage();
  await scripted.goto(page.url());
  await expectNoAxeViolations(scripted);
  await context.close();
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('an admin without two-factor must set it up first, and then signs in with password and code', async ({ page, browser }) => {
  await signInWithPassword(page);
  // The admin rule: every other staff page leads to the set-up page until it is done.
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  for (const path of ['/admin/leads', '/admin/staff', '/admin/visits']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  }
  expect((await page.request.get('/admin/leads/csv', { maxRedirects: 0 })).status()).toBe(401);
  await expect(page.getByRole('navigation', { name: 'Staff sections' })).toHaveCount(0);
  await expect(page.getByText('Your role requires two-factor sign-in')).toBeVisible();

  // The password again first: a session alone does not set up an authenticator.
  await page.getByLabel('Your password').fill('not the password');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your password is not right');
  await page.getByLabel('Your password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  const secret = (await page.locator('#two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(browser, page);
  await screenshots(page, 'enrolment');

  await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByText('Two-factor sign-in is on. You have 10 unused recovery codes.')).toBeVisible();
  await screenshots(page, 'recovery-codes');
  // Shown once: the page opened again does not show them.
  await page.goto('/admin/account/two-factor');
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor\?next=%2Fadmin%2Fleads$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(browser, page);
  await screenshots(page, 'code-page');
  // The password alone opens no staff page.
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\/two-factor\?next=%2Fadmin%2Fstaff$/);

  // A wrong code is refused (a replayed one too: lib/office/staff/two-factor.test.ts, where time is under control).
  const current = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  await page.getByLabel('Authenticator code or recovery code').fill(['123456', '654321'].find((code) => !current.has(code))!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#main-content').getByRole('alert')).toHaveText(/That code is not right, or it has been used already/);
  await page.getByLabel('Authenticator code or recovery code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Require two-factor for advisors' })).not.toBeChecked();

  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'On ·' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/admin/account/password');
});
