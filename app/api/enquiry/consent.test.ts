import { db } from '@/lib/platform/db';
import { privacyNotice } from '@/lib/site/content/privacy-notice';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { POST } from './route';

const url = 'http://localhost/api/enquiry';
const database = setupTestDatabase(100_000);
const version = privacyNotice.version;
const lead = { name: 'Consent lead', phone: '9876543210', source: 'footer', pagePath: '/residential', fillMs: 9000 };

const consentRecords = async () => (await db()).consentRecord.count();

async function send(body: Record<string, unknown>) {
  const [enquiries, records] = [await database.count('Enquiry'), await consentRecords()];
  const response = await POST(jsonRequest(url, body));
  const json = (await response.json()) as { id?: string; fieldErrors?: Record<string, string> };
  return {
    status: response.status,
    json,
    storedEnquiries: (await database.count('Enquiry')) - enquiries,
    storedRecords: (await consentRecords()) - records,
  };
}

const recordOf = async (leadId: string) => (await db()).consentRecord.findMany({ where: { leadId } });

describe('the consent sent with an enquiry', () => {
  it('is stored with the lead: notice version, purposes, time, form and page', async () => {
    const before = Date.now();
    const { status, json } = await send({ ...lead, consent: { noticeVersion: version, marketing: true } });
    expect(status).toBe(201);
    const [record, ...others] = await recordOf(json.id ?? '');
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      kind: 'given',
      noticeVersion: version,
      purposes: '["contact","marketing"]',
      form: 'footer',
      pagePath: '/residential',
      applicationId: null,
    });
    expect(record!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['false', { noticeVersion: version, marketing: false }],
    ['left out', { noticeVersion: version }],
  ])('records contact only when marketing is %s', async (_label, consent) => {
    const { status, json } = await send({ ...lead, consent });
    expect(status).toBe(201);
    expect(await recordOf(json.id ?? '')).toEqual([expect.objectContaining({ noticeVersion: version, purposes: '["contact"]' })]);
  });

  it.each([
    ['the text "yes"', 'yes'],
    ['the number 1', 1],
    ['the text "true"', 'true'],
    ['null', null],
    ['a list', [true]],
  ])('refuses marketing given as %s with 400, storing nothing', async (_label, marketing) => {
    const { status, json, storedEnquiries, storedRecords } = await send({ ...lead, consent: { noticeVersion: version, marketing } });
    expect(status).toBe(400);
    expect(json.fieldErrors?.consent).toBe('Marketing consent must be the JSON value true, or false or left out for none.');
    expect([storedEnquiries, storedRecords]).toEqual([0, 0]);
  });

  it.each([
    [
      'an unknown notice version',
      { noticeVersion: '2020-01-01' },
      'This form showed a privacy notice we do not know. Please reload the page and send it again.',
    ],
    [
      'no notice version',
      { marketing: true },
      'This form showed a privacy notice we do not know. Please reload the page and send it again.',
    ],
    [
      'an unknown key',
      { noticeVersion: version, newsletter: true },
      'Consent must be an object such as { "noticeVersion": "2026-11-26", "marketing": true }.',
    ],
    ['a number', 7, 'Consent must be an object such as { "noticeVersion": "2026-11-26", "marketing": true }.'],
  ])('refuses %s with 400, storing nothing', async (_label, consent, message) => {
    const { status, json, storedEnquiries, storedRecords } = await send({ ...lead, consent });
    expect(status).toBe(400);
    expect(json.fieldErrors?.consent).toBe(message);
    expect([storedEnquiries, storedRecords]).toEqual([0, 0]);
  });

  it.each([
    ['the old boolean', true],
    ['nothing', undefined],
  ])('keeps older clients working: %s records contact consent without a notice version', async (_label, consent) => {
    const { status, json } = await send({ ...lead, consent });
    expect(status).toBe(201);
    expect(await recordOf(json.id ?? '')).toEqual([
      expect.objectContaining({ kind: 'given', noticeVersion: null, purposes: '["contact"]', form: 'footer' }),
    ]);
  });
});
