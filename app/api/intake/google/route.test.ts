import { createIntakeWorker } from '@/lib/intake/sources/intake-worker';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { POST } from './route';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
jest.setTimeout(30_000);

process.env.GOOGLE_LEAD_KEY = 'google-form-key-123';

const lead = (leadId: string, extra: Record<string, unknown> = {}) => ({
  lead_id: leadId,
  api_version: '1.0',
  form_id: 40000000001,
  campaign_id: 20000000001,
  adgroup_id: 21000000001,
  creative_id: 30000000001,
  google_key: 'google-form-key-123',
  gcl_id: 'EAIaIQobChMI-test',
  is_test: false,
  user_column_data: [
    { column_name: 'Full Name', string_value: 'Google Buyer', column_id: 'FULL_NAME' },
    { column_name: 'User Phone', string_value: '+91 98110 22001', column_id: 'PHONE_NUMBER' },
    { column_name: 'User Email', string_value: 'g.buyer@example.com', column_id: 'EMAIL' },
    { column_name: 'City', string_value: 'Gurugram', column_id: 'CITY' },
    { column_name: 'Budget', string_value: '2 Cr', column_id: 'BUDGET' },
  ],
  ...extra,
});

async function post(body: unknown) {
  const response = await POST(
    new Request('http://localhost/api/intake/google', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as { error?: string; field?: string } };
}

const leadsOf = async (leadId: string) => (await db()).lead.findMany({ where: { source: 'google', externalId: leadId } });
const store = () => createIntakeWorker().runOnce();

it('stores a lead form submission with its columns, click id and campaign', async () => {
  expect((await post(lead('G-1'))).status).toBe(200);
  await store();
  const [row] = await leadsOf('G-1');
  expect(row).toMatchObject({
    name: 'Google Buyer',
    phone: '+919811022001',
    email: 'g.buyer@example.com',
    city: 'Gurugram',
    message: 'Budget: 2 Cr',
    isTest: false,
    firstChannel: 'paid-search',
    firstSource: 'google',
    firstCampaign: '20000000001',
    firstClickIds: JSON.stringify({ gclid: 'EAIaIQobChMI-test' }),
  });
  const event = await (await db()).intakeEvent.findFirstOrThrow({ where: { source: 'google', externalId: 'G-1' } });
  // Once stored, the buyer's details live on the lead alone, where erasure and retention reach them.
  expect(event).toMatchObject({ state: 'stored', leadId: row!.id, payload: '{}' });
});

it('the same lead_id sent twice is stored once', async () => {
  const answers = await Promise.all([post(lead('G-2')), post(lead('G-2'))]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  await store();
  expect((await post(lead('G-2'))).status).toBe(200);
  await store();
  expect(await leadsOf('G-2')).toHaveLength(1);
});

it('a test lead is kept apart from the real ones', async () => {
  expect((await post(lead('G-3', { is_test: true }))).status).toBe(200);
  await store();
  const [row] = await leadsOf('G-3');
  expect(row?.isTest).toBe(true);
});

it('the kept event never holds the google_key', async () => {
  expect((await post(lead('G-6'))).status).toBe(200);
  const event = await (await db()).intakeEvent.findFirstOrThrow({ where: { source: 'google', externalId: 'G-6' } });
  expect(event.payload).toContain('Google Buyer');
  expect(event.payload).not.toContain('google-form-key-123');
});

it('a missing or wrong google_key is a 401 and keeps nothing', async () => {
  expect((await post(lead('G-4', { google_key: 'guess' }))).status).toBe(401);
  const { google_key: _key, ...withoutKey } = lead('G-4');
  void _key;
  expect((await post(withoutKey)).status).toBe(401);
  await store();
  expect(await (await db()).intakeEvent.count({ where: { externalId: 'G-4' } })).toBe(0);
  expect(await leadsOf('G-4')).toHaveLength(0);
});

it('a malformed body is a 400 naming the field, and keeps nothing', async () => {
  const answer = await post(lead('G-5', { user_column_data: [{ column_name: 'Full Name', string_value: 'X' }] }));
  expect(answer.status).toBe(400);
  expect(answer.body.field).toBe('user_column_data.0.column_id');
  expect((await post({ ...lead('G-5'), lead_id: '' })).body.field).toBe('lead_id');
  expect((await post('not json')).status).toBe(400);
  expect(await (await db()).intakeEvent.count({ where: { externalId: 'G-5' } })).toBe(0);
});

it('keeps int64 ids past 2^53, sent as JSON numbers, as the digits sent', async () => {
  const raw = JSON.stringify(lead('G-BIG')).replace(
    /"form_id":\d+,"campaign_id":\d+,"adgroup_id":\d+,"creative_id":\d+/,
    '"form_id":9007199254740993,"campaign_id":23851234567890123,"adgroup_id":23851234567890125,"creative_id":23851234567890127',
  );
  expect((await post(raw)).status).toBe(200);
  await store();
  const [row] = await leadsOf('G-BIG');
  expect(row!.firstCampaign).toBe('23851234567890123');
  expect(JSON.parse(row!.sourceIds!)).toMatchObject({
    form_id: '9007199254740993',
    campaign_id: '23851234567890123',
    adgroup_id: '23851234567890125',
    creative_id: '23851234567890127',
  });
});

it('a malformed e-mail does not hold the lead back: it is stored without it, the address noted, and no mail queued', async () => {
  const columns = lead('G-BAD-MAIL').user_column_data.map((column) =>
    column.column_id === 'EMAIL' ? { ...column, string_value: 'asha.probe@gmail' } : column,
  );
  expect((await post(lead('G-BAD-MAIL', { user_column_data: columns }))).status).toBe(200);
  await store();
  const [row] = await leadsOf('G-BAD-MAIL');
  expect(row).toMatchObject({ email: null, phone: '+919811022001' });
  expect(row!.message).toContain('E-mail as given, not a usable address: asha.probe@gmail');
  const event = await (await db()).intakeEvent.findUnique({ where: { source_externalId: { source: 'google', externalId: 'G-BAD-MAIL' } } });
  expect(event?.state).toBe('stored');
  expect(await (await db()).delivery.count({ where: { leadId: row!.id, channel: 'notice-email' } })).toBe(0);
});

it('a burst of 100 wrong google_keys from one address: 20 are checked (401), the rest get 429', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 100 }, async (_, index) => {
      const response = await POST(
        new Request('http://localhost/api/intake/google', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
          body: JSON.stringify(lead(`G-GUESS-${index}`, { google_key: `guess-${index}` })),
        }),
      );
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status === 401)).toHaveLength(20);
  expect(statuses.filter((status) => status === 429)).toHaveLength(80);
  expect((await post(lead('G-AFTER-BURST'))).status).toBe(200);
});

it('maps work-only contact columns to the phone and e-mail, keeps lead_submit_time and asset_group_id, other standard columns in the message', async () => {
  const body = lead('G-WORK', {
    asset_group_id: 6543210987,
    lead_submit_time: '2026-11-26T12:30:00Z',
    lead_stage: 'submitted',
    user_column_data: [
      { column_name: 'First Name', string_value: 'Meera', column_id: 'FIRST_NAME' },
      { column_name: 'Last Name', string_value: 'Iyer', column_id: 'LAST_NAME' },
      { column_name: 'Work Phone', string_value: '+91 98110 22077', column_id: 'WORK_PHONE' },
      { column_name: 'Work Email', string_value: 'Meera.Iyer@Example.co.in', column_id: 'WORK_EMAIL' },
      { column_name: 'Company Name', string_value: 'Iyer Textiles', column_id: 'COMPANY_NAME' },
      { column_name: 'Postal Code', string_value: '560001', column_id: 'POSTAL_CODE' },
    ],
  });
  expect((await post(body)).status).toBe(200);
  await store();
  const [row] = await leadsOf('G-WORK');
  expect(row).toMatchObject({
    name: 'Meera Iyer',
    phone: '+919811022077',
    phoneKey: '9811022077',
    email: 'meera.iyer@example.co.in',
    message: 'Company Name: Iyer Textiles\nPostal Code: 560001',
  });
  expect(row!.firstAt?.toISOString()).toBe('2026-11-26T12:30:00.000Z');
  expect(JSON.parse(row!.sourceIds!)).toMatchObject({ asset_group_id: '6543210987' });
});
