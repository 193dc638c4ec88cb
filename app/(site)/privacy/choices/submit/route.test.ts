import { privacyLinkToken } from '@/lib/compliance/consent/privacy-link';
import { marketingStatus } from '@/lib/compliance/consent/status';
import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { POST as postEnquiryForm } from '../../../enquiry/submit/route';
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

const history = async (leadId: string) => (await db()).consentRecord.findMany({ where: { leadId }, orderBy: { createdAt: 'asc' } });
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
    [
      'a tampered token',
      (id: string) => ({ token: privacyLinkToken(id).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), choice: 'erasure' }),
      'invalid',
    ],
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

describe('the privacy link is single use per choice (issue 39)', () => {
  const erasureRequests = async () => (await db()).privacyRequest.count({ where: { kind: 'erasure' } });

  it('refuses the replay of a stop-marketing choice: one withdrawal, however often the link is posted', async () => {
    const id = await marketableLead('Replayed withdrawal');
    const token = privacyLinkToken(id);
    expect(done(await choose({ token, choice: 'withdraw-marketing' }))).toBe('withdraw-marketing');
    // Whoever read the token (kept in attribution, a forwarded mail) posts it again, and again at once.
    expect(done(await choose({ token, choice: 'withdraw-marketing' }))).toBe('used');
    const burst = await Promise.all(Array.from({ length: 5 }, () => choose({ token, choice: 'withdraw-marketing' })));
    expect(burst.map(done)).toEqual(Array(5).fill('used'));
    expect((await history(id)).map((record) => record.kind)).toEqual(['given', 'withdrawn']);
  });

  it('opens one erasure request for a link however many posts race with it', async () => {
    const id = await marketableLead('Replayed erasure');
    const token = privacyLinkToken(id);
    const before = await erasureRequests();
    const outcomes = (await Promise.all(Array.from({ length: 6 }, () => choose({ token, choice: 'erasure' })))).map(done);
    expect(outcomes.filter((outcome) => outcome === 'erasure')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'used')).toHaveLength(5);
    expect(await erasureRequests()).toBe(before + 1);
    expect((await history(id)).map((record) => record.kind)).toEqual(['given', 'erasure-requested']);
  });

  it('still lets the same link make the other choice once, and a later mail’s link work', async () => {
    const id = await marketableLead('Both choices');
    const token = privacyLinkToken(id);
    expect(done(await choose({ token, choice: 'withdraw-marketing' }))).toBe('withdraw-marketing');
    expect(done(await choose({ token, choice: 'erasure' }))).toBe('erasure');
    expect(done(await choose({ token, choice: 'erasure' }))).toBe('used');
    const laterLink = privacyLinkToken(id, new Date(Date.now() + 1000));
    expect(done(await choose({ token: laterLink, choice: 'withdraw-marketing' }))).toBe('withdraw-marketing');
  });

  it('stores nothing of the link for a lead that is gone, so nothing is used up', async () => {
    const token = privacyLinkToken('cmgone001');
    const uses = async () => (await db()).privacyLinkUse.count();
    const before = await uses();
    expect(done(await choose({ token, choice: 'erasure' }))).toBe('gone');
    expect(await uses()).toBe(before);
    expect(done(await choose({ token, choice: 'erasure' }))).toBe('gone');
  });
});

describe('the privacy link’s token never reaches a lead’s attribution (issue 39)', () => {
  const landings = async (name: string) =>
    (await db()).lead.findFirstOrThrow({ where: { name }, select: { firstLanding: true, lastLanding: true } });

  it('drops the token from a touch the browser kept before the fix, keeping the campaign parameters', async () => {
    const token = privacyLinkToken('cmvictim01');
    const kept = { landing: `/privacy/choices?token=${token}&utm_source=mail`, at: new Date().toISOString() };
    const created = await createEnquiry({
      name: 'Kept touch',
      phone: '9876500001',
      source: 'footer',
      fillMs: 9000,
      attribution: { first: kept, last: { ...kept, landing: `/about?token=${token}&utm_campaign=spring` } },
    });
    expect(created.ok).toBe(true);
    const stored = await landings('Kept touch');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toEqual({ firstLanding: '/privacy/choices?utm_source=mail', lastLanding: '/about?utm_campaign=spring' });
  });

  it('records no touch from the privacy page when its footer form is sent without JavaScript', async () => {
    const token = privacyLinkToken('cmvictim02');
    const response = await postEnquiryForm(
      new Request('http://localhost:3000/enquiry/submit', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          referer: `http://localhost:3000/privacy/choices?token=${token}`,
          'x-forwarded-for': '192.0.2.77',
        },
        body: new URLSearchParams({ name: 'Footer on privacy page', phone: '9876500002', source: 'footer' }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    const stored = await (await db()).lead.findFirstOrThrow({ where: { name: 'Footer on privacy page' } });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject({ firstLanding: null, lastLanding: null });
  });
});
