import { istToday } from '../lib/platform/time/india';
import { signIn } from './support/staff';
import { expect, test } from './support/test';

test('an admin makes an API key; a lead posted with it is on the desk with its source and counted by the lead-sources report', async ({
  page,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const tool = `e2e-${tag}`;
  const name = `Intake buyer ${tag}`;
  const campaign = `intake-${tag}`;

  await signIn(page, 'admin');
  await page.goto('/admin/sources');
  await expect(page.getByRole('heading', { name: 'Lead sources', level: 1 })).toBeVisible();
  await page.getByLabel('Name of the tool').fill(tool);
  await page.getByRole('button', { name: 'Make key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(new RegExp(`^nsk_${tool}_`));

  const post = (authorization: string) =>
    request.post(`/api/intake/${tool}`, {
      headers: { authorization },
      data: {
        name,
        phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        city: 'Gurgaon',
        campaign,
        channel: 'referral',
        externalId: tag,
      },
    });
  expect((await post('Bearer not-a-key-at-all')).status()).toBe(401);
  const created = await post(`Bearer ${key}`);
  expect(created.status()).toBe(201);
  expect((await post(`Bearer ${key}`)).status()).toBe(200);

  await page.goto('/admin/leads?view=all');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`From ${tool} (API)`);

  await page.goto('/admin/sources');
  await expect(page.getByRole('row').filter({ hasText: `api:${tool}` })).not.toContainText('Never');

  await page.goto(`/admin/reports?from=${istToday()}&to=${istToday()}&city=gurgaon`);
  const campaigns = page.getByRole('region', { name: 'Leads by campaign per week (the 8 with most leads)', exact: true });
  await expect(campaigns.getByRole('columnheader', { name: `${campaign} · Referral` })).toBeVisible();
});
