import { istToday } from '../lib/platform/time/india';
import { signIn } from './support/staff';
import { expect, test } from './support/test';

test('a lead that arrived from a paid-search campaign is credited to it in today’s reports', async ({ page, request }) => {
  const project = `e2e-attribution-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const touch = { source: 'google', medium: 'cpc', campaign: 'noida-plots-api', gclid: 'abc' };
  const response = await request.post('/api/enquiry', {
    data: {
      source: 'api',
      name: 'Attributed buyer',
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      projectId: project,
      attribution: { first: touch, last: { ...touch, at: new Date().toISOString() } },
    },
  });
  expect(response.status()).toBe(201);
  await signIn(page, 'admin');
  await page.goto(`/admin/reports?from=${istToday()}&to=${istToday()}&project=${project}`);
  const channels = page.getByRole('region', { name: 'Leads by channel per week', exact: true });
  await expect(channels.getByRole('columnheader')).toHaveText(['Week', 'Paid search', 'Total']);
  const campaigns = page.getByRole('region', { name: 'Leads by campaign per week (the 8 with most leads)', exact: true });
  await expect(campaigns.getByRole('columnheader', { name: 'noida-plots-api · Paid search' })).toBeVisible();
  await page.goto(`/admin/reports/funnel?from=${istToday()}&to=${istToday()}&project=${project}&by=campaign`);
  await expect(
    page.getByRole('region', { name: 'Funnel by campaign', exact: true }).getByRole('row', { name: /^noida-plots-api Paid search 1\b/ }),
  ).toBeVisible();
});
