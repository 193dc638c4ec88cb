import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { fileBytes, message, messagesDelivery, signed, status, statusesDelivery, templates } from '../tests/support/whatsapp-fixtures';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../tests/support/whatsapp-stand-in';
import { expectNoAxeViolations } from './support/axe-check';
import { signIn } from './support/staff';
import { expect, test } from './support/test';

// tests/harness/e2e-server.mjs gives the server these settings, its Graph API on port + 20000: this stand-in.
const appSecret = 'e2e-whatsapp-app-secret';
const port = Number(process.env.E2E_PORT ?? 3917);

let graph: WhatsAppStandIn;
test.beforeAll(async () => {
  graph = await startWhatsAppStandIn('e2e-whatsapp-access-token', port + 20_000);
  graph.templates.push(...templates);
});
test.afterAll(() => graph.close());

const waId = () => `9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * A buyer (a new WhatsApp number, named `who`) writes `text` (`at` a time, now by default), and the advisor opens
 * the lead's conversation at 390 px from the leads with unread WhatsApp messages.
 */
async function openConversation(page: Page, request: APIRequestContext, who: string, text: string, at?: Date) {
  const from = waId();
  const name = `${who} ${from.slice(-6)}`;
  const raw = messagesDelivery([message.text(from, text, at)], { profileName: name });
  expect(
    (await request.post('/api/intake/whatsapp', { headers: { 'x-hub-signature-256': signed(raw, appSecret) }, data: raw })).status(),
  ).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'advisor');
  await page.goto('/admin/leads?view=all&unreadWhatsApp=1');
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  return { from, name, conversation: page.getByRole('region', { name: /WhatsApp/ }) };
}

test.describe.configure({ mode: 'serial' });

test('an advisor reads a WhatsApp thread on the lead page at 390 px, replies, and sees the tick turn to read', async ({
  page,
  request,
}) => {
  const from = waId();
  const name = `WhatsApp buyer ${from.slice(-6)}`;
  const first = message.text(from, 'Hello, is the 3 BHK at Godrej Aristocrat still available?');
  const raw = messagesDelivery([first], { profileName: name });
  const delivered = await request.post('/api/intake/whatsapp', { headers: { 'x-hub-signature-256': signed(raw, appSecret) }, data: raw });
  expect(delivered.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'advisor');
  await page.goto('/admin/leads?view=all');
  await page.getByRole('link', { name: /with unread WhatsApp$/ }).click();
  await expect(page).toHaveURL(/unreadWhatsApp=1/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1 unread WhatsApp message', { timeout: 15_000 });
  await row.getByRole('link', { name, exact: true }).click();

  const conversation = page.getByRole('region', { name: /WhatsApp/ });
  await expect(conversation.getByText('Hello, is the 3 BHK at Godrej Aristocrat still available?')).toBeVisible();
  await expect(conversation.getByRole('note').filter({ hasText: 'Reply window open until' })).toBeVisible();
  const box = conversation.getByRole('textbox', { name: 'Reply on WhatsApp' });
  // Phone first: the reply box is in reach and the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await box.fill('Yes, it is. Shall I book a site visit for Saturday?');
  await conversation.getByRole('button', { name: 'Send', exact: true }).click();
  const reply = conversation.getByRole('listitem').filter({ hasText: 'Shall I book a site visit for Saturday?' });
  await expect(reply).toContainText('Sent', { timeout: 15_000 });
  await expect(box).toHaveValue('');
  await page.screenshot({ path: 'test-results/whatsapp-thread-390.png', fullPage: false });

  const sent = graph.sent.find((entry) => (entry.body.text as { body?: string } | undefined)?.body?.includes('Saturday'));
  expect(sent?.body).toMatchObject({ to: from, type: 'text' });
  const read = statusesDelivery([status(sent!.wamid, 'delivered', from), status(sent!.wamid, 'read', from)]);
  expect(
    (await request.post('/api/intake/whatsapp', { headers: { 'x-hub-signature-256': signed(read, appSecret) }, data: read })).status(),
  ).toBe(200);
  // The page follows the conversation by itself: the tick turns to read without a reload.
  await expect(reply).toContainText('Read', { timeout: 15_000 });
  await expectNoAxeViolations(page, '#whatsapp');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/whatsapp-thread-1280.png', fullPage: true });
});

test('an advisor attaches a PDF and a photo to a reply at 390 px and sees them in the thread with a tick', async ({ page, request }) => {
  const { from, conversation } = await openConversation(
    page,
    request,
    'Brochure buyer',
    'Can you send the brochure and a photo of the balcony?',
  );
  await expect(conversation.getByText('Can you send the brochure and a photo of the balcony?')).toBeVisible({ timeout: 15_000 });
  const file = conversation.getByLabel('Attach a photo or PDF');
  const uploadsBefore = graph.uploads.length;

  await file.setInputFiles({ name: 'Godrej Aristocrat brochure.pdf', mimeType: 'application/pdf', buffer: fileBytes.pdf });
  await conversation.getByRole('button', { name: 'Send attachment' }).click();
  await expect(conversation.getByRole('status')).toContainText('Queued: the attachment is on its way to WhatsApp.');
  const brochure = conversation.getByRole('listitem').filter({ hasText: 'Godrej Aristocrat brochure.pdf' });
  await expect(brochure.getByRole('link', { name: 'Download Godrej Aristocrat brochure.pdf (3 KB)' })).toBeVisible({ timeout: 15_000 });
  await expect(brochure).toContainText('Sent', { timeout: 15_000 });

  // A photo (the site's own share image: a real JPEG, so its thumbnail shows), with a caption.
  await file.setInputFiles(path.join(process.cwd(), 'public/images/share.jpg'));
  await conversation.getByLabel('Caption (optional)').fill('The balcony at sunset');
  await conversation.getByRole('button', { name: 'Send attachment' }).click();
  const photo = conversation.getByRole('listitem').filter({ hasText: 'The balcony at sunset' });
  await expect(photo.getByRole('img', { name: 'The balcony at sunset' })).toBeVisible({ timeout: 15_000 });
  await expect(photo).toContainText('Sent', { timeout: 15_000 });
  expect(await photo.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Uploaded to the Graph API, then sent by media id.
  expect(graph.uploads.slice(uploadsBefore).map((upload) => [upload.type, upload.fileName])).toEqual([
    ['application/pdf', 'Godrej Aristocrat brochure.pdf'],
    ['image/jpeg', 'share.jpg'],
  ]);
  const mediaIds = graph.uploads.slice(uploadsBefore).map((upload) => upload.id);
  expect(graph.sent.filter((entry) => entry.body.to === from).map((entry) => entry.body.type)).toEqual(['document', 'image']);
  expect(graph.sent.find((entry) => entry.body.to === from && entry.body.type === 'image')?.body).toMatchObject({
    image: { id: mediaIds[1], caption: 'The balcony at sunset' },
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await photo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/whatsapp-attachments-390.png', fullPage: false });
  await expectNoAxeViolations(page, '#whatsapp');

  // A web page renamed .jpg is refused, told by its content; nothing more is uploaded.
  await file.setInputFiles({ name: 'plan.jpg', mimeType: 'image/jpeg', buffer: fileBytes.html });
  await conversation.getByRole('button', { name: 'Send attachment' }).click();
  await expect(
    conversation.getByText('Only a photo (JPEG or PNG) or a PDF can be sent, told by the file’s content, not its name.'),
  ).toBeVisible();
  expect(graph.uploads.length - uploadsBefore).toBe(2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/whatsapp-attachments-1280.png', fullPage: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the attachment form posts as a plain form and comes back to the conversation saying how it went', async ({ page, request }) => {
    const { conversation } = await openConversation(page, request, 'Plain form buyer', 'Please send the floor plan');
    await conversation
      .getByLabel('Attach a photo or PDF')
      .setInputFiles({ name: 'plan.jpg', mimeType: 'image/jpeg', buffer: fileBytes.html });
    await conversation.getByRole('button', { name: 'Send attachment' }).click();
    // The answer comes back with the page, not in its address.
    await expect(page).toHaveURL(/\/admin\/leads\/[^/?#]+#whatsapp$/);
    // Next to the file field, as with JavaScript: the field is marked invalid and described by it.
    const refusal = 'Only a photo (JPEG or PNG) or a PDF can be sent, told by the file’s content, not its name.';
    await expect(conversation.getByText(refusal)).toBeVisible();
    await expect(conversation.getByLabel('Attach a photo or PDF')).toHaveAttribute('aria-invalid', 'true');
    await expect(conversation.getByLabel('Attach a photo or PDF')).toHaveAccessibleDescription(
      new RegExp(`${refusal.replace(/[()]/g, '\\$&')}$`),
    );
    await page.screenshot({ path: 'test-results/whatsapp-attach-refused-nojs-390.png' });
    await conversation
      .getByLabel('Attach a photo or PDF')
      .setInputFiles({ name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: fileBytes.pdf });
    await conversation.getByRole('button', { name: 'Send attachment' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/[^/?#]+#whatsapp$/);
    await expect(conversation.getByRole('status')).toHaveText('Queued: the attachment is on its way to WhatsApp.');
    await expect(conversation.getByRole('listitem').filter({ hasText: 'floor-plan.pdf' })).toBeVisible();
    // Shown once: the page again says nothing of it.
    await page.reload();
    await expect(conversation.getByRole('listitem').filter({ hasText: 'floor-plan.pdf' })).toBeVisible();
    await expect(conversation.getByText('Queued: the attachment is on its way to WhatsApp.')).toHaveCount(0);
  });
});

test('outside the 24-hour window the reply box offers approved templates only', async ({ page, request }) => {
  const thirtyHoursAgo = new Date(Date.now() - 30 * 3_600_000);
  const { name, conversation } = await openConversation(page, request, 'Quiet buyer', 'Please send the brochure', thirtyHoursAgo);
  await expect(conversation.getByText('Please send the brochure')).toBeVisible({ timeout: 15_000 });
  await expect(conversation.getByRole('note').filter({ hasText: 'Templates only' })).toContainText('More than 24 hours have passed');
  await expect(conversation.getByRole('textbox', { name: 'Reply on WhatsApp' })).toHaveCount(0);
  await expect(conversation.getByLabel('Attach a photo or PDF')).toHaveCount(0);
  await conversation.getByRole('button', { name: 'Update templates from WhatsApp' }).click();
  await expect(conversation.getByRole('status')).toContainText('Templates updated from WhatsApp: 2 approved.');
  const choice = conversation.getByRole('combobox', { name: 'Send an approved template' });
  await expect(choice).toBeVisible({ timeout: 15_000 });
  // The marketing template is not offered: this buyer never agreed to marketing.
  await expect(choice.locator('option')).toHaveText(['site visit follow up (en, utility)']);
  await expect(conversation.getByRole('textbox', { name: 'Value of {{1}} (the buyer’s first name)' })).toHaveValue(name.split(' ')[0]!);
  await conversation.getByRole('textbox', { name: 'Value of {{3}} (you)' }).fill('Vikram');
  await conversation.getByRole('button', { name: 'Send template' }).click();
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Vikram from Nestora Realty will call you today.' })).toContainText(
    'Sent',
    {
      timeout: 15_000,
    },
  );
  await page.screenshot({ path: 'test-results/whatsapp-templates-390.png', fullPage: false });
  await expectNoAxeViolations(page, '#whatsapp');
});
