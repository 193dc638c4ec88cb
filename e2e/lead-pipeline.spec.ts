import { signIn } from './support/staff';
import { expect, newContextWaitingForScripts, test, type APIRequestContext } from './support/test';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
/** A project of the test's own, to filter the list by: other specs' enquiries can push a row off page 1. */
const uniqueProject = () => `e2e-pipeline-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function enquire(request: APIRequestContext, data: Record<string, string>): Promise<string> {
  const response = await request.post('/api/enquiry', { data: { source: 'api', ...data } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a lead goes from the site to an advisor, who works it, and the history says who did what', async ({ browser, baseURL, request }) => {
  const name = unique('Pipeline buyer');
  const phone = uniquePhone();
  const project = uniqueProject();
  const id = await enquire(request, { name, phone, projectId: project, message: 'Looking for a 3 BHK' });

  const admin = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/admin/leads?project=${project}`);
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('Unassigned');
  await admin.getByRole('row').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await admin.getByLabel('Owner').selectOption({ label: 'Vikram Advisor' });
  await admin.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Owner: Vikram Advisor')).toBeVisible();

  const advisor = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(advisor, 'advisor');
  await advisor.goto('/admin/leads');
  await expect(advisor.getByRole('link', { name: 'My leads' })).toHaveAttribute('aria-current', 'page');
  await expect(advisor.getByRole('link', { name: 'All leads' })).toHaveCount(0);
  const mine = advisor.getByRole('row').filter({ hasText: name });
  await expect(mine).toContainText('Vikram Advisor');
  await mine.getByRole('link', { name, exact: true }).click();
  const reach = advisor.getByRole('list', { name: 'Reach the buyer' });
  await expect(reach.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', `tel:${phone}`);
  // The e2e site has WhatsApp's Cloud API set up: the conversation is on the lead page, not on the advisor's phone.
  await expect(reach.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', '#whatsapp');

  await advisor.getByLabel('Stage').selectOption('contacted');
  await advisor.getByRole('button', { name: 'Save stage' }).click();
  await expect(advisor.getByRole('heading', { level: 1 })).toContainText('Contacted');
  await advisor.getByLabel('Stage').selectOption('site-visit');
  await advisor.getByRole('button', { name: 'Save stage' }).click();
  await expect(advisor.getByRole('heading', { level: 1 })).toContainText('Site visit scheduled');
  await advisor.getByRole('textbox', { name: 'Note' }).fill('Visit fixed for Saturday morning');
  await advisor.getByRole('button', { name: 'Add note' }).click();

  const history = advisor.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Added a noteVikram Advisor · /,
    /Stage: Contacted → Site visit scheduledVikram Advisor · /,
    /Stage: New → ContactedVikram Advisor · /,
    /Owner: unassigned → Vikram AdvisorAsha Admin · /,
    /Enquiry receivedThe site · /,
  ]);
  await expect(advisor.getByRole('region', { name: 'Notes' })).toContainText('Visit fixed for Saturday morning');
  await expect(advisor.getByText(/min to first contact/)).toBeVisible();

  await advisor.goto(`/admin/leads?view=mine&stage=site-visit`);
  await expect(advisor.getByRole('row').filter({ hasText: name })).toContainText('Site visit scheduled');
});

test('an advisor takes an unassigned lead from the list and lands on it', async ({ page, request }) => {
  const name = unique('Unclaimed buyer');
  const project = uniqueProject();
  const id = await enquire(request, { name, phone: uniquePhone(), projectId: project });
  await signIn(page, 'advisor');
  await page.goto('/admin/leads');
  await page.getByRole('navigation', { name: 'Whose leads' }).getByRole('link', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/view=unassigned/);
  await page.locator('summary', { hasText: /^Filters \(\d+\)$/ }).click();
  await page.getByLabel('Project', { exact: true }).selectOption(project);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Take lead: ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await expect(page.getByText('Owner: Vikram Advisor')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toHaveText(
    /Owner: unassigned → Vikram AdvisorVikram Advisor · /,
  );
});

test('an advisor cannot open a lead assigned to someone else, and losing a lead needs a reason', async ({ browser, baseURL, request }) => {
  const name = unique('Private buyer');
  const id = await enquire(request, { name, phone: uniquePhone() });
  const admin = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(admin, 'admin');
  await admin.goto(`/admin/leads/${id}`);
  await admin.getByLabel('Owner').selectOption({ label: 'Asha Admin' });
  await admin.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Owner: Asha Admin')).toBeVisible();
  await admin.getByLabel('Stage').selectOption('lost');
  await admin.getByRole('button', { name: 'Save stage' }).click();
  await expect(admin.locator('#main-content').getByRole('alert')).toHaveText('Say why the lead was lost (up to 300 characters).');
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('New');

  const advisor = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
  await signIn(advisor, 'advisor');
  expect((await advisor.goto(`/admin/leads/${id}`))?.status()).toBe(404);
  await advisor.goto('/admin/leads?view=all');
  await expect(advisor.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a repeat enquiry joins the lead, and the forms still work', async ({ page, request }) => {
    const name = unique('Repeat buyer');
    const phone = uniquePhone();
    const project = uniqueProject();
    const id = await enquire(request, { name, phone, projectId: project });
    const repeat = await enquire(request, {
      name: `${name} again`,
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      message: 'Any update?',
    });
    await signIn(page, 'admin');
    await page.goto(`/admin/leads?view=all&project=${project}`);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Repeat enquiries: 1');
    await page.goto(`/admin/leads/${repeat}`);
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole('region', { name: /Asked again/ })).toContainText('Repeat enquiry, 2nd');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('The buyer asked again (repeat enquiry, 2nd)');
    await page.getByLabel('Follow up on').fill('2030-01-15');
    await page.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Follow-up: none → 2030-01-15');
  });
});
