import { db } from '@/lib/db';
import { privacyLinkToken } from '@/lib/consent/privacy-link';
import { marketingStatus } from '@/lib/consent/status';
import { createEnquiry } from '@/lib/forms/enquiry-store';
import { setupTestDatabase } from '@/test/database';
import { POST } from './route';

const database = setupTestDatabase(100_000);
const url = 'http://localhost:3000/privacy/choices/submit';
const DAY = 24 * 60 * 60 * 1000;

function choose(fields: Record<string, string>, origin = 'http://localhost:3000') {
  return POST(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', origin },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

async function marketableLead(name: string): Promise<string> {
  const created = await createEnquiry({
    name,
    phone: '9876543210',
    source: 'footer',
    fillMs: 9000,
    consent: { noticeVersion: '2026-11-26', marketing: true },
  });
  if (!created.ok) throw new Error('could not create the lead');
  return created.id;
}

const history = async (enquiryId: string) =>
  (await db()).consentRecord.findMany({ where: { enquiryId }, orderBy: { createdAt: 'asc' } });
const done = (response: Response) => new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('done');

describe('the privacy link’s confirm buttons', () => {
  it('withdraw marketing: recorded, the lead no longer marketable, the enquiry kept', async () => {
    const id = await marketableLead('Withdrawing buyer');
    expect(marketingStatus(await history(id)).state).toBe('agreed');
    const response = await choose({ token: privacyLinkToken(id), choice: 'withdraw-marketing' });
    expect(response.status).toBe(303);
    expect(done(response)).toBe('withdraw-marketing');
    const records = await history(id);
    expect(records.map((record) => [record.kind, record.purposes])).toEqual([
      ['given', '["contact","marketing"]'],
      ['withdrawn', '["marketing"]'],
    ]);
    expect(marketingStatus(records)).toEqual({ state: 'withdrawn', since: records[1]!.createdAt });
    expect(await database.row('Enquiry', id)).toMatchObject({ name: 'Withdrawing buyer' });
  });

  it('ask for erasure: recorded as a request, nothing erased yet', async () => {
    const id = await marketableLead('Erasing buyer');
    const response = await choose({ token: privacyLinkToken(id), choice: 'erasure' });
    expect(done(response)).toBe('erasure');
    expect((await history(id)).map((record) => record.kind)).toEqual(['given', 'erasure-requested']);
    expect(await database.row('Enquiry', id)).toMatchObject({ name: 'Erasing buyer' });
    // The link proved the buyer's address, so the request waits in the staff privacy queue, verified.
    const queued = await (await db()).privacyRequest.findMany({ where: { phoneKey: '9876543210', kind: 'erasure' } });
    expect(queued).toEqual([expect.objectContaining({ status: 'open', verifyBy: 'call', phone: '9876543210' })]);
  });

  it.each([
    ['a tampered token', (id: string) => ({ token: privacyLinkToken(id).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), choice: 'erasure' }), 'invalid'],
    ['an expired token', (id: string) => ({ token: privacyLinkToken(id, new Date(Date.now() - 91 * DAY)), choice: 'erasure' }), 'expired'],
    ['an unknown choice', (id: string) => ({ token: privacyLinkToken(id), choice: 'delete-everything' }), 'invalid'],
  ])('%s records nothing', async (_label, fields, outcome) => {
    const id = await marketableLead(`Buyer with ${outcome}`);
    expect(done(await choose(fields(id)))).toBe(outcome);
    expect(await history(id)).toHaveLength(1);
  });

  it('refuses a post from another site', async () => {
    const id = await marketableLead('Forged buyer');
    expect(done(await choose({ token: privacyLinkToken(id), choice: 'withdraw-marketing' }, 'https://evil.example'))).toBe('invalid');
    expect(await history(id)).toHaveLength(1);
  });

  it('says so when the enquiry no longer exists', async () => {
    expect(done(await choose({ token: privacyLinkToken('cmgone000'), choice: 'erasure' }))).toBe('gone');
  });
});
