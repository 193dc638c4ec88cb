import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe-check';
import { mailCount, mailedLink } from './support/mailbox';
import { signIn } from './support/staff';
import { expect, test } from './support/test';

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** A screenshot of the page at each width, each checked by axe. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  // A form posted without script is a navigation: the page it loads is complete once it has its title.
  await expect(page).toHaveTitle(/\S/);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
}

// Each flow signs several people in and runs axe at two widths on several pages: more than the default 45 s on a busy machine.
test.slow();

// Digits only: the password policy refuses any word of 3 letters or more of the e-mail, and a random one could match.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** An admin invites `email` from the staff page; the invitation appears among the pending ones. */
async function invite(page: Page, email: string, role: 'Advisor' | 'Admin' = 'Advisor') {
  await page.goto('/admin/staff');
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Invitation sent.');
  const row = page.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell')).toHaveText([email, role, 'Asha Admin', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/, /Resend/]);
}

/** Follows an invitation link without a session and opens the account. */
async function accept(page: Page, link: string, name: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?welcome=1$/);
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin invites an advisor, who follows the mailed link, chooses a password and signs in', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  const email = `invited-${unique()}@nestora-e2e.in`;
  await signIn(page, 'admin');
  await invite(page, email);
  await look(page, testInfo, 'staff-with-invitation');

  const link = await mailedLink(email, '/admin/invitation/');
  const invitee = await (await browser.newContext({ baseURL })).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  await expect(invitee.getByText(`You will sign in with ${email}`)).toBeVisible();
  await look(invitee, testInfo, 'accept-invitation');

  await invitee.getByLabel('Your name').fill('Meera Invited');
  await invitee.getByLabel('New password', { exact: true }).fill('qwerty123456');
  await invitee.getByLabel('New password again').fill('qwerty123456');
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('main').getByRole('alert')).toHaveText('That password is one of the 10,000 most common: choose another.');

  await accept(invitee, link, 'Meera Invited', 'monsoon kites over gurgaon');
  await expect(invitee.getByRole('main').getByRole('status')).toContainText('Your account is ready');
  await signInWithForm(invitee, email, 'monsoon kites over gurgaon');
  await expect(invitee).toHaveURL(/\/admin\/leads$/);
  await expect(invitee.getByRole('banner')).toContainText('Meera Invited (Advisor)');

  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();
  await page.goto('/admin/staff');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).not.toContainText(email);
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('row').filter({ hasText: email })).toContainText('Meera Invited');
});

test('inviting an e-mail that already has an account is refused', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/staff');
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail').fill('advisor@nestora-e2e.in');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That e-mail already has a staff account: no invitation was sent.');
});

test('a forgotten password: the same answer for any e-mail, a mailed link, a new password, every session ended', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  const email = `forgetful-${unique()}@nestora-e2e.in`;
  await signIn(page, 'admin');
  await invite(page, email);
  const person = await (await browser.newContext({ baseURL })).newPage();
  await accept(person, await mailedLink(email, '/admin/invitation/'), 'Kabir Forgetful', 'first long password here');
  const otherDevice = await (await browser.newContext({ baseURL })).newPage();
  await signInWithForm(otherDevice, email, 'first long password here');
  await expect(otherDevice).toHaveURL(/\/admin\/leads$/);

  await person.goto('/admin/login');
  await person.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(person.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await look(person, testInfo, 'forgot-password');
  await person.getByLabel('E-mail').fill(`nobody-${unique()}@nestora-e2e.in`);
  await person.getByRole('button', { name: 'E-mail me a reset link' }).click();
  const unknownAnswer = await person.getByRole('main').getByRole('status').textContent();
  const mailsBefore = mailCount(email);
  // From a fresh form, so that the answer checked below is the one this request navigated to.
  await person.goto('/admin/forgot-password');
  await person.getByLabel('E-mail').fill(email);
  await person.getByRole('button', { name: 'E-mail me a reset link' }).click();
  await expect(person).toHaveURL(/\/admin\/forgot-password$/);
  await expect(person.getByRole('main').getByRole('status')).toHaveText(unknownAnswer!);
  await look(person, testInfo, 'forgot-password-sent');

  const link = await mailedLink(email, '/admin/reset/', mailsBefore);
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await look(person, testInfo, 'reset-password');
  await person.getByLabel('New password', { exact: true }).fill('second long password here');
  await person.getByLabel('New password again').fill('second long password here');
  await person.getByRole('button', { name: 'Set my new password' }).click();
  await expect(person).toHaveURL(/\/admin\/login\?reset=1$/);
  await expect(person.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

  await otherDevice.goto('/admin/leads');
  await expect(otherDevice).toHaveURL(/\/admin\/login\?next=/);
  await signInWithForm(person, email, 'first long password here');
  await expect(person.getByRole('main').getByRole('alert')).toHaveText('E-mail or password is incorrect.');
  await signInWithForm(person, email, 'second long password here');
  await expect(person).toHaveURL(/\/admin\/leads$/);

  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible();
  await expect(person.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/admin/forgot-password');
  await look(person, testInfo, 'reset-link-dead');
});

test('a member changes their own password from Your account: the current one first, other sessions end', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  const email = `changer-${unique()}@nestora-e2e.in`;
  await signIn(page, 'admin');
  await invite(page, email);
  const member = await (await browser.newContext({ baseURL })).newPage();
  await accept(member, await mailedLink(email, '/admin/invitation/'), 'Isha Changer', 'old long password here');
  const otherDevice = await (await browser.newContext({ baseURL })).newPage();
  for (const device of [member, otherDevice]) await signInWithForm(device, email, 'old long password here');

  await member.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  await member.getByRole('link', { name: 'Change your password' }).click();
  await expect(member.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await look(member, testInfo, 'change-password');
  const fill = async (current: string, next: string) => {
    await member.getByLabel('Current password').fill(current);
    await member.getByLabel('New password', { exact: true }).fill(next);
    await member.getByLabel('New password again').fill(next);
    await member.getByRole('button', { name: 'Change password' }).click();
  };
  await fill('not my password at all', 'new long password here');
  await expect(member.getByRole('main').getByRole('alert')).toHaveText('Your current password is not right.');
  await fill('old long password here', 'new long password here');
  await expect(member.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been changed, and your other sessions signed out.',
  );

  await member.goto('/admin/leads');
  await expect(member).toHaveURL(/\/admin\/leads$/);
  await otherDevice.goto('/admin/leads');
  await expect(otherDevice).toHaveURL(/\/admin\/login\?next=/);
});

test('without JavaScript: accepting an invitation, asking for a reset link and setting a new password', async ({
  browser,
  page,
  baseURL,
}) => {
  const email = `no-script-${unique()}@nestora-e2e.in`;
  await signIn(page, 'admin');
  await invite(page, email);
  const person = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  await accept(person, await mailedLink(email, '/admin/invitation/'), 'Dev NoScript', 'plain forms all the way');

  const mailsBefore = mailCount(email);
  await person.goto('/admin/forgot-password');
  await person.getByLabel('E-mail').fill(email);
  await person.getByRole('button', { name: 'E-mail me a reset link' }).click();
  await expect(person).toHaveURL(/\/admin\/forgot-password$/);
  await expect(person.getByRole('main').getByRole('status')).toContainText(
    'If that e-mail belongs to a staff account, a link is on its way.',
  );
  await person.goto(await mailedLink(email, '/admin/reset/', mailsBefore));
  await person.getByLabel('New password', { exact: true }).fill('short');
  await person.getByLabel('New password again').fill('short');
  // The browser's own check (minlength) would stop this without reaching the server: the server's answer is tested.
  await person.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
  await person.getByRole('button', { name: 'Set my new password' }).click();
  await expect(person.getByRole('main').getByRole('alert')).toHaveText('Use at least 12 characters.');
  await person.getByLabel('New password', { exact: true }).fill('still plain forms here');
  await person.getByLabel('New password again').fill('still plain forms here');
  await person.getByRole('button', { name: 'Set my new password' }).click();
  await expect(person).toHaveURL(/\/admin\/login\?reset=1$/);
  await signInWithForm(person, email, 'still plain forms here');
  await expect(person).toHaveURL(/\/admin\/leads$/);
});
