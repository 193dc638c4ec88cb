import { signIn, staffAccounts } from './support/staff';
import { expect, newContextWaitingForScripts, test } from './support/test';

const staffPaths = ['/admin', '/admin/leads', '/admin/applications'];

function expectStaffHeaders(headers: Record<string, string>) {
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toContain('no-store');
}

test.describe('the staff gate in proxy.ts', () => {
  test('signed out, a staff page leads to the sign-in page and back to the page afterwards', async ({ page }) => {
    await page.goto('/admin/applications?department=Marketing');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fapplications%3Fdepartment%3DMarketing$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(staffAccounts.advisor.email);
    await page.getByLabel('Password').fill(staffAccounts.advisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?department=Marketing$/);
    await expect(page.getByRole('banner')).toContainText('Vikram Advisor (Advisor)');
  });

  test('every staff address is closed without a session: pages redirect, downloads and posts get 401', async ({ request }) => {
    for (const path of staffPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(response.headers()['location']).toContain('/admin/login?next=');
      expectStaffHeaders(response.headers());
    }
    for (const path of ['/admin/leads/csv', '/admin/applications/csv']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(401);
    }
    const action = await request.post('/admin/leads', { form: { id: 'x', stage: 'lost' }, maxRedirects: 0 });
    expect(action.status()).toBe(401);
    const login = await request.get('/admin/login');
    expect(login.status()).toBe(200);
    expectStaffHeaders(login.headers());
  });

  test('the old lead addresses (/admin/enquiries) move permanently to /admin/leads, query kept, and sign-in comes back there', async ({
    page,
    request,
  }) => {
    const moved = await request.get('/admin/enquiries/some-lead?view=mine', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()['location']).toMatch(/\/admin\/leads\/some-lead\?view=mine$/);
    expectStaffHeaders(moved.headers());
    await page.goto('/admin/enquiries?stage=new');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads%3Fstage%3Dnew$/);
    await page.getByLabel('E-mail').fill(staffAccounts.advisor.email);
    await page.getByLabel('Password').fill(staffAccounts.advisor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?stage=new$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a wrong password says so without telling whether the account exists', async ({ page }) => {
    for (const email of [staffAccounts.admin.email, 'nobody@nestora-e2e.in']) {
      await page.goto('/admin/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Next's route announcer is an alert of its own, outside the page's main content.
      await expect(page.locator('#main-content').getByRole('alert')).toHaveText('E-mail or password is incorrect.');
    }
  });

  test('the session cookie is HttpOnly, SameSite=Lax and for the staff area only', async ({ page, context }) => {
    await signIn(page, 'admin');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'nestora_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/admin' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
  });

  test('after 10 wrong passwords for one e-mail the address must wait, even with the right password', async ({ request }) => {
    // An e-mail of its own, so the lock-out cannot touch the other tests' sign-ins.
    const email = `intruder-${Date.now().toString(36)}@nestora-e2e.in`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await request.post('/admin/session', { form: { email, password: `guess ${attempt}` }, maxRedirects: 0 });
      expect(guess.headers()['location']).toContain('error=invalid');
    }
    const blocked = await request.post('/admin/session', { form: { email, password: 'guess 11' }, maxRedirects: 0 });
    expect(blocked.headers()['location']).toContain('error=limited');
    expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(800);
  });

  test('signing out ends the session on the server, not only in this browser', async ({ page, context, browser, baseURL }) => {
    await signIn(page, 'admin');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'nestora_staff');
    await page.goto('/admin/leads');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
    await expect(page.locator('#main-content').getByRole('status')).toHaveText('You have signed out.');
    // The old cookie, replayed from elsewhere, opens nothing.
    const replay = await newContextWaitingForScripts(browser, { baseURL });
    await replay.addCookies([{ ...cookie!, expires: -1 }]);
    const again = await replay.request.get('/admin/leads', { maxRedirects: 0 });
    expect(again.status()).toBe(303);
    await replay.close();
  });
});

test('a deactivated member is locked out on their very next request, and reactivation lets them back in', async ({ browser, baseURL }) => {
  const admin = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  const trainee = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(admin, 'admin');
  await signIn(trainee, 'trainee');
  await trainee.goto('/admin/leads');
  await expect(trainee.getByRole('banner')).toContainText('Rohan Trainee');

  await admin.goto('/admin/staff');
  await admin.getByRole('button', { name: 'Deactivate Rohan Trainee' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Rohan Trainee' })).toContainText('Deactivated');
  await trainee.goto('/admin/leads');
  await expect(trainee).toHaveURL(/\/admin\/login\?next=/);

  await admin.getByRole('button', { name: 'Reactivate Rohan Trainee' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Rohan Trainee' })).toContainText('Active');
  await signIn(trainee, 'trainee');
  await trainee.goto('/admin/leads');
  await expect(trainee).toHaveURL(/\/admin\/leads$/);
});

test('advisors cannot open the staff accounts page', async ({ page }) => {
  await signIn(page, 'advisor');
  expect((await page.goto('/admin/staff'))?.status()).toBe(404);
  await page.goto('/admin/leads');
  await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
});

test('an address with malformed percent-encoding is a 400, never a 500', async ({ request }) => {
  for (const path of ['/project-details/%ff/x', '/city/%', '/floor-plans/%e0%a4', '/admin/%ff']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  expect((await request.get('/city/gurgaon')).status()).toBe(200);
});
