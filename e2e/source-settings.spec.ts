import { spawn, type ChildProcess } from 'node:child_process';
import { e2eEnv } from '../playwright.config';
import { signIn } from './support/staff';
import { expect, test } from './support/test';

// A second instance on the e2e build and the e2e database, started before the key is saved and never restarted.
const port = 3921;
const second = `http://localhost:${port}`;
const env = { ...process.env, ...e2eEnv } as NodeJS.ProcessEnv;
delete env.GOOGLE_LEAD_KEY;

const googleLead = (key: string, leadId: string) => ({
  lead_id: leadId,
  api_version: '1.0',
  form_id: 40000000001,
  campaign_id: 20000000001,
  google_key: key,
  is_test: false,
  user_column_data: [
    { column_name: 'Full Name', string_value: 'Second Instance Buyer', column_id: 'FULL_NAME' },
    { column_name: 'User Phone', string_value: '+91 98110 77001', column_id: 'PHONE_NUMBER' },
  ],
});

const postToSecond = async (key: string, leadId: string) =>
  (
    await fetch(`${second}/api/intake/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(googleLead(key, leadId)),
    })
  ).status;

let server: ChildProcess;

test.beforeAll(async () => {
  // A second production server starting on a loaded machine.
  test.setTimeout(120_000);
  server = spawn('node', ['dist-server/start-server.mjs', '--port', String(port)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  await expect.poll(async () => (await fetch(`${second}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  if (server.exitCode === null) server.kill('SIGTERM');
});

test('an admin sets up the Google key in the browser and a second instance accepts a lead with it, without a restart', async ({ page }) => {
  test.setTimeout(90_000);
  const key = `e2e-google-key-${Date.now()}`;
  expect(await postToSecond(key, `G-E2E-${Date.now()}-before`)).toBe(401);

  await signIn(page, 'admin');
  await page.goto('/admin/sources');
  const google = page.getByRole('form', { name: 'Google Ads lead forms' });
  await google.getByLabel('Key', { exact: true }).fill(key);
  await google.getByRole('button', { name: 'Save' }).click();
  await expect(google.getByRole('status')).toHaveText('Saved: GOOGLE_LEAD_KEY. Every instance takes it within seconds.');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Google Ads lead forms' }).getByText(`Saved; ends in …${key.slice(-4)}`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(key);

  const leadId = `G-E2E-${Date.now()}-after`;
  await expect.poll(() => postToSecond(key, leadId), { timeout: 15_000 }).toBe(200);
  expect(await postToSecond('e2e-some-other-key', `${leadId}-wrong`)).toBe(401);
});
