import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { db } from '@/lib/platform/db';
import { limitPolicies } from '@/lib/platform/limits/policies';
import { forget } from '@/lib/platform/process/remember';
import { setupTestDatabase } from '@/tests/support/database';
import { renderToStaticMarkup } from 'react-dom/server';
import TooManyRequestsPage from '../too-many/page';
import { POST as confirm } from '../verify/confirm/route';
import { POST } from './route';

const PRIVACY_REQUESTS_PER_MINUTE = {
  address: limitPolicies['privacy-address'].perMinute,
  contact: limitPolicies['privacy-contact'].perMinute,
};
const PRIVACY_MAILS_PER_DAY = limitPolicies['privacy-mail-day'];

setupTestDatabase(100_000);
jest.setTimeout(60_000);

const url = 'http://localhost:3000/privacy/your-data/request';
let address = 0;
const nextAddress = () => `198.51.${Math.floor((address += 1) / 250)}.${address % 250}`;

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'x-forwarded-for': nextAddress(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const requestCount = async () => (await db()).privacyRequest.count();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function answer(fields: Record<string, string>) {
  const started = performance.now();
  const response = await POST(formPost(fields));
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, location: response.headers.get('location'), length: body.length };
}

describe('the answer says nothing about whether we know the person', () => {
  it('is the same for 20 known and 20 unknown phones: status, body and time', async () => {
    const known = Array.from({ length: 20 }, (_, index) => `98700${String(index).padStart(5, '0')}`);
    const unknown = Array.from({ length: 20 }, (_, index) => `98711${String(index).padStart(5, '0')}`);
    for (const phone of known) {
      const stored = await createEnquiry({ name: 'Known buyer', phone, email: `known.${phone}@example.in`, source: 'api' });
      expect(stored.ok).toBe(true);
    }
    // Warm both paths once, then alternate so that load on the machine falls on both alike.
    await answer({ kind: 'access', phone: '9860000001' });
    const knownAnswers = [];
    const unknownAnswers = [];
    for (let index = 0; index < 20; index += 1) {
      knownAnswers.push(await answer({ kind: 'access', phone: known[index]! }));
      unknownAnswers.push(await answer({ kind: 'access', phone: unknown[index]! }));
    }
    const shape = ({ status, location, length }: { status: number; location: string | null; length: number }) => ({
      status,
      location,
      length,
    });
    expect(new Set([...knownAnswers, ...unknownAnswers].map((one) => JSON.stringify(shape(one))))).toEqual(
      new Set([JSON.stringify({ status: 303, location: '/privacy/your-data/sent?by=call', length: 0 })]),
    );
    const knownMs = median(knownAnswers.map((one) => one.ms));
    const unknownMs = median(unknownAnswers.map((one) => one.ms));
    console.info(`privacy probe medians: known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms`);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThanOrEqual(Math.max(10, 0.5 * Math.min(knownMs, unknownMs)));
  });

  it('is the same for a known and an unknown e-mail, and both get a verification mail queued', async () => {
    await createEnquiry({ name: 'Known by mail', phone: '9872000000', email: 'known.mail@example.in', source: 'api' });
    const knownAnswer = await answer({ kind: 'erasure', email: 'Known.Mail@example.in' });
    const unknownAnswer = await answer({ kind: 'erasure', email: 'nobody.here@example.in' });
    expect({ ...knownAnswer, ms: 0 }).toEqual({ ...unknownAnswer, ms: 0 });
    expect(knownAnswer.location).toBe('/privacy/your-data/sent?by=email');
    const mails = await (await db()).delivery.findMany({ where: { channel: 'notice-email' }, select: { payload: true } });
    const recipients = mails.map((mail) => JSON.parse(mail.payload ?? '{}').to);
    expect(recipients).toEqual(expect.arrayContaining(['known.mail@example.in', 'nobody.here@example.in']));
  });
});

const target = (response: Response) => new URL(response.headers.get('location') ?? '', 'http://x');
const isRecorded = (response: Response) => response.status === 303 && target(response).pathname === '/privacy/your-data/sent';
/** Refused by a limit: 303 to the site's own too-many page, naming the wait, with Retry-After (issue 39, item 17). */
const isLimited = (response: Response) =>
  response.status === 303 &&
  target(response).pathname === '/privacy/your-data/too-many' &&
  target(response).searchParams.get('wait') === response.headers.get('retry-after');

describe('limits, counted before any work', () => {
  it(`lets ${PRIVACY_REQUESTS_PER_MINUTE.address} of 12 requests sent at once from one address through, sending the rest to the too-many page`, async () => {
    const before = await requestCount();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        POST(formPost({ kind: 'access', phone: `98730${String(index).padStart(5, '0')}` }, { 'x-forwarded-for': '203.0.113.99' })),
      ),
    );
    expect(responses.filter(isRecorded)).toHaveLength(PRIVACY_REQUESTS_PER_MINUTE.address);
    expect(responses.filter(isLimited)).toHaveLength(12 - PRIVACY_REQUESTS_PER_MINUTE.address);
    const limited = responses.find(isLimited)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.text()).toBe('');
    expect((await requestCount()) - before).toBe(PRIVACY_REQUESTS_PER_MINUTE.address);
  });

  it(`lets ${PRIVACY_REQUESTS_PER_MINUTE.contact} of 8 requests naming one e-mail through, whatever address they come from`, async () => {
    const before = await requestCount();
    const responses = await Promise.all(Array.from({ length: 8 }, () => POST(formPost({ kind: 'access', email: 'flooded@example.in' }))));
    expect(responses.filter(isRecorded)).toHaveLength(PRIVACY_REQUESTS_PER_MINUTE.contact);
    expect(responses.filter(isLimited)).toHaveLength(8 - PRIVACY_REQUESTS_PER_MINUTE.contact);
    expect((await requestCount()) - before).toBe(PRIVACY_REQUESTS_PER_MINUTE.contact);
    const limiterKeys = await (await db()).rateLimitBucket.findMany({ select: { key: true } });
    expect(JSON.stringify(limiterKeys)).not.toContain('flooded');
  });
});

describe('bad requests change nothing', () => {
  it('sends the form back naming the problems', async () => {
    const before = await requestCount();
    const none = await POST(formPost({ kind: 'access' }));
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe('/privacy/your-data?problems=contact');
    const correction = await POST(formPost({ kind: 'correction', phone: '9874000000' }));
    expect(correction.headers.get('location')).toBe('/privacy/your-data?problems=details');
    const kind = await POST(formPost({ kind: 'everything', phone: '9874000000' }));
    expect(kind.headers.get('location')).toBe('/privacy/your-data?problems=kind');
    expect(await requestCount()).toBe(before);
  });

  it('refuses a form posted from another site', async () => {
    const before = await requestCount();
    const response = await POST(formPost({ kind: 'access', phone: '9875000000' }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await requestCount()).toBe(before);
  });

  it('a made-up verification token confirms nothing', async () => {
    const response = await confirm(
      new Request('http://localhost:3000/privacy/your-data/verify/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/privacy/your-data/verify?failed=1');
  });
});

describe('the daily share of verification mails per e-mail address (issue 39)', () => {
  const minute = 61_000;
  afterEach(() => jest.useRealTimers());

  it(`queues exactly ${PRIVACY_MAILS_PER_DAY.max} mails a day to one address, however the requests are spread over the minutes`, async () => {
    // Only Date moves: the database drivers keep their real timers.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
      now: Date.now(),
    });
    // Limiters made from now on read the moving clock.
    for (const name of ['privacy-address', 'privacy-contact', 'privacy-mail-day']) forget(`limit:${name}`);
    const mails = async () =>
      (await (await db()).delivery.findMany({ where: { channel: 'notice-email' }, select: { payload: true } })).filter(
        (mail) => JSON.parse(mail.payload ?? '{}').to === 'daily.target@example.in',
      ).length;
    const responses: Response[] = [];
    for (let burst = 0; burst < 6; burst += 1) {
      responses.push(
        ...(await Promise.all(Array.from({ length: 6 }, () => POST(formPost({ kind: 'erasure', email: 'Daily.Target@example.in' }))))),
      );
      jest.setSystemTime(Date.now() + minute);
    }
    expect(await mails()).toBe(PRIVACY_MAILS_PER_DAY.max);
    expect(responses.filter(isRecorded)).toHaveLength(PRIVACY_MAILS_PER_DAY.max);
    expect(responses.filter(isLimited)).toHaveLength(36 - PRIVACY_MAILS_PER_DAY.max);
    // Those the minute's share let through wait for the day's window to end.
    const waits = responses.filter(isLimited).map((response) => Number(response.headers.get('retry-after')));
    expect(Math.max(...waits)).toBeGreaterThan(20 * 60 * 60);
    // Another address is not held back by it.
    expect(isRecorded(await POST(formPost({ kind: 'erasure', email: 'someone.else@example.in' })))).toBe(true);
  });
});

describe('the too-many page', () => {
  const page = async (wait?: string) => renderToStaticMarkup(await TooManyRequestsPage({ searchParams: Promise.resolve({ wait }) }));

  it('is a page of the site saying how long to wait, in minutes or hours', async () => {
    expect(await page('42')).toMatch(/<h1>Too many requests<\/h1>.*Please wait 1 minute and send it again/);
    expect(await page('600')).toContain('Please wait 10 minutes');
    expect(await page('80000')).toContain('Please wait 23 hours');
    expect(await page('<script>')).toContain('Please wait a while');
    expect(await page('999999')).toContain('Please wait a while');
    expect(await page()).toContain('href="/privacy/your-data"');
  });
});
