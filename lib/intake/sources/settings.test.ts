import { db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { seal } from '@/lib/platform/security/seal';
import { setupTestDatabase } from '@/tests/support/database';
import { receiveGoogleLead } from './google/webhook';
import { saveSourceSettings, SETTINGS_CACHE_MS, sourceSettingOrigins, sourceSettings } from './settings';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
jest.setTimeout(30_000);

delete process.env.GOOGLE_LEAD_KEY;

let adminId: string;
const by = () => ({ actorId: adminId, address: '203.0.113.9' });

/** A Google Ads lead form submission as Google posts it, with the key the admin entered in the form. */
async function googleSends(key: string, leadId: string): Promise<number> {
  const body = {
    lead_id: leadId,
    api_version: '1.0',
    form_id: 40000000001,
    campaign_id: 20000000001,
    google_key: key,
    is_test: false,
    user_column_data: [
      { column_name: 'Full Name', string_value: 'Saved Key Buyer', column_id: 'FULL_NAME' },
      { column_name: 'User Phone', string_value: '+91 98110 22009', column_id: 'PHONE_NUMBER' },
    ],
  };
  const answer = await receiveGoogleLead(
    new Request('http://localhost/api/intake/google', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return answer.status;
}

beforeAll(async () => {
  const prisma = await db();
  const admin = await prisma.staffUser.create({
    data: { name: 'Asha Admin', email: 'asha@example.in', role: 'admin', passwordHash: 'unused' },
  });
  adminId = admin.id;
});

it('takes a Google key an admin saves, without a restart, and refuses any other key', async () => {
  expect(await googleSends('google-key-from-admin', 'G-S1')).toBe(401);

  expect(await saveSourceSettings({ GOOGLE_LEAD_KEY: 'google-key-from-admin' }, by())).toEqual({ ok: true, saved: ['GOOGLE_LEAD_KEY'] });

  expect(await googleSends('google-key-from-admin', 'G-S2')).toBe(200);
  expect(await googleSends('google-key-wrong-one', 'G-S3')).toBe(401);
  const events = await (await db()).intakeEvent.findMany({ where: { source: 'google' }, select: { externalId: true } });
  expect(events.map((event) => event.externalId)).toEqual(['G-S2']);
});

it('keeps the value sealed, shows only its last four characters, and logs who changed it', async () => {
  const prisma = await db();
  const row = await prisma.sourceSetting.findUniqueOrThrow({ where: { name: 'GOOGLE_LEAD_KEY' } });
  expect(row.sealed).not.toContain('google-key-from-admin');
  expect(row.sealed).toMatch(/^v1\./);
  const origins = await sourceSettingOrigins();
  expect(origins.find((origin) => origin.name === 'GOOGLE_LEAD_KEY')).toEqual({ name: 'GOOGLE_LEAD_KEY', from: 'saved', last4: 'dmin' });
  expect(origins.find((origin) => origin.name === 'META_APP_SECRET')).toEqual({ name: 'META_APP_SECRET', from: 'unset', last4: null });
  const log = await prisma.accessLogEntry.findMany({ where: { action: 'source-setting-change' } });
  expect(log).toEqual([expect.objectContaining({ actorId: adminId, subjectId: 'GOOGLE_LEAD_KEY', detail: null, address: '203.0.113.9' })]);
});

it('sees a key another instance saved within a few seconds', async () => {
  expect(await googleSends('google-key-from-admin', 'G-S4')).toBe(200);
  // Another instance saves a new key: the row changes under this one, whose cache still holds the old key.
  const prisma = await db();
  await prisma.sourceSetting.update({
    where: { name: 'GOOGLE_LEAD_KEY' },
    data: { sealed: seal('source-settings', 'google-key-rotated'), last4: 'ated' },
  });
  await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS + 100));
  expect(await googleSends('google-key-rotated', 'G-S5')).toBe(200);
  expect(await googleSends('google-key-from-admin', 'G-S6')).toBe(401);
});

it('refuses a value the environment variable would refuse, naming it, and changes nothing', async () => {
  const prisma = await db();
  const before = await prisma.sourceSetting.findMany({ orderBy: { name: 'asc' } });
  const outcome = await saveSourceSettings({ GOOGLE_LEAD_KEY: 'short', META_GRAPH_TOKEN: 'too-short' }, by());
  expect(outcome).toEqual({
    ok: false,
    problems: { GOOGLE_LEAD_KEY: 'must be at least 8 characters', META_GRAPH_TOKEN: 'must be a Page access token with leads_retrieval' },
  });
  expect(await prisma.sourceSetting.findMany({ orderBy: { name: 'asc' } })).toEqual(before);
  expect(await prisma.accessLogEntry.count({ where: { action: 'source-setting-change' } })).toBe(1);
});

it('lets the environment win when it sets the same setting', async () => {
  const fromEnv = { ...env(), GOOGLE_LEAD_KEY: 'google-key-in-env' };
  expect((await sourceSettings(fromEnv)).GOOGLE_LEAD_KEY).toBe('google-key-in-env');
  const origins = await sourceSettingOrigins(fromEnv);
  expect(origins.find((origin) => origin.name === 'GOOGLE_LEAD_KEY')).toEqual({
    name: 'GOOGLE_LEAD_KEY',
    from: 'environment',
    last4: '-env',
  });
});
