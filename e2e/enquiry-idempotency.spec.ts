import { randomUUID } from 'node:crypto';
import { recordAlerts } from './support/alerts';
import { storedEnquiryCount } from './support/enquiry-rows';
import { expect, test } from './support/test';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const body = (name: string, message = '') => ({ name, phone: '+91 98765 43210', source: 'footer', consent: true, message, fillMs: 5000 });

test('a double click on Send stores one enquiry', async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const name = unique('Double');
  await footer.getByLabel(/^Name/).fill(name);
  await footer.getByLabel(/^Phone/).fill('+91 98765 43210');
  await footer.getByRole('button', { name: 'Send Enquiry' }).dblclick();
  await expect.poll(() => alerts).toEqual(['Enquiry submitted successfully!']);
  expect(storedEnquiryCount(name)).toBe(1);
});

test('two racing requests under one Idempotency-Key store one enquiry, the second a replay', async ({ request }) => {
  const name = unique('Race');
  const key = randomUUID();
  const send = () => request.post('/api/enquiry', { data: body(name), headers: { 'Idempotency-Key': key } });
  const answers = await Promise.all([send(), send()]);
  expect(answers.map((answer) => answer.status())).toEqual([201, 201]);
  const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
  expect(ids[0]).toBe(ids[1]);
  expect(answers.filter((answer) => answer.headers()['idempotent-replayed'] === 'true')).toHaveLength(1);
  expect(storedEnquiryCount(name)).toBe(1);
});

test('the same Idempotency-Key with another body is refused with 422 and stores nothing more', async ({ request }) => {
  const name = unique('Reuse');
  const key = randomUUID();
  const first = await request.post('/api/enquiry', { data: body(name), headers: { 'Idempotency-Key': key } });
  expect(first.status()).toBe(201);
  const other = await request.post('/api/enquiry', { data: body(name, 'another message'), headers: { 'Idempotency-Key': key } });
  expect(other.status()).toBe(422);
  expect(storedEnquiryCount(name)).toBe(1);
});
