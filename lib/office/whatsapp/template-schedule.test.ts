import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from '@/tests/support/database';
import { BUSINESS_NUMBER_ID, templates } from '@/tests/support/whatsapp-fixtures';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '@/tests/support/whatsapp-stand-in';
import { RETRY_AFTER_MS, SYNC_EVERY_MS, syncTemplatesIfDue, syncTemplatesRecorded, templateSyncState } from './template-schedule';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100);

const token = 'whatsapp-access-token-for-schedule-tests';
let graph: WhatsAppStandIn;
beforeAll(async () => {
  graph = await startWhatsAppStandIn(token);
  graph.templates.push(...templates);
});
afterAll(() => graph.close());

const settings = (accessToken = token) => ({
  ...env(),
  WHATSAPP_PHONE_NUMBER_ID: BUSINESS_NUMBER_ID,
  WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
  WHATSAPP_ACCESS_TOKEN: accessToken,
  WHATSAPP_APP_SECRET: 'whatsapp-app-secret-for-schedule-tests',
  WHATSAPP_VERIFY_TOKEN: 'verify-whatsapp-please',
  WHATSAPP_GRAPH_URL: graph.url,
});
const listings = () => graph.requests.filter((request) => request.endsWith('/message_templates')).length;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

it('of two instances ticking at once on a database never synced, one syncs; the next is due six hours after', async () => {
  const start = new Date();
  const before = listings();
  const outcomes = await Promise.all([syncTemplatesIfDue(settings(), start), syncTemplatesIfDue(settings(), start)]);
  expect(outcomes.sort()).toEqual(['not-due', 'synced']);
  expect(listings() - before).toBe(1);
  const prisma = await db();
  expect(await prisma.whatsAppTemplate.count({ where: { status: 'APPROVED' } })).toBeGreaterThan(0);
  const state = await templateSyncState();
  expect(state).toMatchObject({ lastError: null });
  expect(state.lastOkAt).not.toBeNull();
  expect(state.nextDueAt!.getTime()).toBeGreaterThanOrEqual(start.getTime() + SYNC_EVERY_MS);

  // An hour on, nothing is due; six hours on, one of two instances syncs again.
  expect(await syncTemplatesIfDue(settings(), later(start, 3_600_000))).toBe('not-due');
  const due = later(state.nextDueAt!, 1);
  expect((await Promise.all([syncTemplatesIfDue(settings(), due), syncTemplatesIfDue(settings(), due)])).sort()).toEqual([
    'not-due',
    'synced',
  ]);
  expect(listings() - before).toBe(2);
});

it('a failed sync keeps its error for the lead page and is tried again a quarter of an hour on; a good one clears it', async () => {
  const prisma = await db();
  const start = new Date(Date.now() + 2 * SYNC_EVERY_MS);
  expect(await syncTemplatesIfDue(settings('a-revoked-token'), start)).toBe('failed');
  const failed = await templateSyncState();
  expect(failed.lastError).toContain('190');
  expect(failed.nextDueAt).toEqual(later(start, RETRY_AFTER_MS));
  expect(await syncTemplatesIfDue(settings(), later(start, RETRY_AFTER_MS - 1))).toBe('not-due');
  expect(await syncTemplatesIfDue(settings(), later(start, RETRY_AFTER_MS))).toBe('synced');
  const after = await templateSyncState();
  expect(after.lastOkAt!.getTime()).toBeGreaterThan(after.lastErrorAt!.getTime());
  // The button's sync is recorded the same way.
  await expect(syncTemplatesRecorded(settings('a-revoked-token'))).rejects.toThrow('190');
  expect((await prisma.whatsAppTemplateSync.findUniqueOrThrow({ where: { id: 'templates' } })).lastError).toContain('190');
});

it('does nothing while WhatsApp is not set up', async () => {
  expect(await syncTemplatesIfDue({ ...env(), WHATSAPP_ACCESS_TOKEN: undefined, WHATSAPP_PHONE_NUMBER_ID: undefined })).toBe('not-set-up');
});
