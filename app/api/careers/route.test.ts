import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { POST } from './route';

const url = 'http://localhost/api/careers';
const database = setupTestDatabase(100_000);

const valid = {
  name: 'Neha Kapoor',
  email: 'neha@example.in',
  about: 'Five years of property sales in Gurgaon.',
  department: 'Sales',
  position: 'Sales Manager',
};

async function send(body: unknown, headers?: Record<string, string>) {
  const before = await database.count('JobApplication');
  const response = await POST(jsonRequest(url, body, headers));
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json, stored: (await database.count('JobApplication')) - before };
}

it('stores a valid application and answers 201 with its id', async () => {
  const { status, json, stored } = await send({ ...valid, fillMs: 30_000, consent: true });
  expect(status).toBe(201);
  expect(stored).toBe(1);
  expect(await database.row('JobApplication', json.id as string)).toMatchObject({
    ...valid,
    consent: 1,
    spam: 0,
  });
});

it('flags a filled honeypot as spam but keeps the application', async () => {
  const { status, json } = await send({ ...valid, website: 'x' });
  expect(status).toBe(201);
  expect((await database.row('JobApplication', json.id as string))?.spam).toBe(1);
});

it.each([
  ['missing name', { ...valid, name: undefined }, 'name'],
  ['missing email', { ...valid, email: '' }, 'email'],
  ['bad email', { ...valid, email: 'neha' }, 'email'],
  ['missing about', { ...valid, about: '  ' }, 'about'],
  ['about over 5,000 characters', { ...valid, about: 'a'.repeat(5001) }, 'about'],
  ['missing department', { ...valid, department: undefined }, 'department'],
  ['position as a number', { ...valid, position: 3 }, 'position'],
])('%s: 400 and nothing stored', async (_label, body, field) => {
  const { status, json, stored } = await send(body);
  expect(status).toBe(400);
  expect(stored).toBe(0);
  expect((json.fieldErrors as Record<string, string>)[field]).toEqual(expect.any(String));
});

it('refuses non-JSON and oversized bodies like the enquiry API', async () => {
  expect((await send(valid, { 'content-type': 'text/plain' })).status).toBe(415);
  expect((await send({ ...valid, about: 'a'.repeat(17 * 1024) })).status).toBe(413);
  expect(await database.count('JobApplication')).toBe(2);
});

describe('Idempotency-Key', () => {
  const keyed = (key: string, body: object = { ...valid, fillMs: 30_000 }) => send(body, { 'idempotency-key': key });

  it('a retry with the same key and body gets the first application back and stores nothing new', async () => {
    const first = await keyed('application-retry-key-0001');
    const again = await keyed('application-retry-key-0001');
    expect(first).toMatchObject({ status: 201, stored: 1 });
    expect(again).toEqual({ status: 201, json: { id: first.json.id }, stored: 0 });
  });

  it('requests racing with one key store one application', async () => {
    const before = await database.count('JobApplication');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => POST(jsonRequest(url, valid, { 'idempotency-key': 'application-race-key-0001' }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(await database.count('JobApplication')).toBe(before + 1);
  });

  it('the same key with another body is a 422, and nothing is stored', async () => {
    await keyed('application-reuse-key-0001');
    const reused = await keyed('application-reuse-key-0001', { ...valid, position: 'Another position' });
    expect(reused).toMatchObject({ status: 422, stored: 0 });
  });
});

it('stores the first and latest touch an application was sent with', async () => {
  const { json } = await send({
    ...valid,
    attribution: {
      first: { referrer: 'www.linkedin.com', landing: '/career', at: '2026-10-01T10:00:00.000Z' },
      last: { source: 'newsletter', medium: 'email', campaign: 'hiring-nov', landing: '/career?utm_source=newsletter' },
    },
  });
  expect(await database.row('JobApplication', json.id as string)).toMatchObject({
    firstChannel: 'organic-social',
    firstReferrer: 'www.linkedin.com',
    firstLanding: '/career',
    lastChannel: 'email',
    lastCampaign: 'hiring-nov',
  });
});

describe('consent on an application', () => {
  it('stores the notice version and contact purpose with the application', async () => {
    const { status, json } = await send({ ...valid, consent: { noticeVersion: '2026-11-26' } });
    expect(status).toBe(201);
    const records = await (await db()).consentRecord.findMany({ where: { applicationId: json.id as string } });
    expect(records).toEqual([
      expect.objectContaining({ kind: 'given', noticeVersion: '2026-11-26', purposes: '["contact"]', form: 'careers', leadId: null }),
    ]);
  });

  it.each([true, false])('refuses marketing consent (%s) with 400: applications never ask for it', async (marketing) => {
    const { status, json, stored } = await send({ ...valid, consent: { noticeVersion: '2026-11-26', marketing } });
    expect(status).toBe(400);
    expect(json.fieldErrors).toEqual({ consent: 'Job applications do not ask for marketing consent: leave it out.' });
    expect(stored).toBe(0);
  });
});
