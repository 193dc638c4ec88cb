import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest, streamedRequest } from '@/tests/support/request';
import { POST } from './route';

const url = 'http://localhost/api/enquiry';
const database = setupTestDatabase(100_000);

async function send(request: Request) {
  const before = await database.count('Enquiry');
  const response = await POST(request);
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, stored: (await database.count('Enquiry')) - before, response };
}

describe('POST /api/enquiry with a valid body', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['name and phone only', { name: 'Asha Verma', phone: '+91 98765 43210' }],
    ['every field', { name: 'Ravi', phone: '98765-43210', email: 'ravi@example.in', message: 'Call me', source: 'footer' }],
    ['contact page with email and no phone', { name: 'Meera', email: 'meera@example.com', source: 'contact-page' }],
    ['empty optional fields', { name: 'Kabir', phone: '9876543210', email: '', message: '   ' }],
    ['a message of exactly 2,000 characters', { name: 'Long', phone: '9876543210', message: 'x'.repeat(2000) }],
    ['unknown fields', { name: 'Extra', phone: '9876543210', admin: true, id: 'chosen-id', spam: false }],
  ];

  it.each(cases)('stores %s and answers 201 with the id', async (_label, payload) => {
    const { status, body, stored } = await send(jsonRequest(url, payload));
    expect(status).toBe(201);
    expect(stored).toBe(1);
    expect(typeof body.id).toBe('string');
    const row = await database.row('Enquiry', body.id as string);
    expect(row?.name).toBe(String(payload.name).trim());
    expect(row?.id).not.toBe('chosen-id');
  });

  it('records the intent and place of a hero or locality enquiry, as a new lead', async () => {
    const { body } = await send(
      jsonRequest(url, {
        name: 'Seller',
        phone: '9876543210',
        source: 'hero',
        intent: 'sell',
        locality: 'Golf Course Road',
        city: 'Gurgaon',
      }),
    );
    expect(await database.row('Enquiry', body.id as string)).toMatchObject({
      source: 'hero',
      intent: 'sell',
      locality: 'Golf Course Road',
      city: 'Gurgaon',
      stage: 'new',
    });
  });

  it('stores an unknown intent as none rather than losing the enquiry', async () => {
    const { status, body } = await send(jsonRequest(url, { name: 'Odd', phone: '9876543210', intent: 'steal' }));
    expect(status).toBe(201);
    expect(await database.row('Enquiry', body.id as string)).toMatchObject({ intent: null, stage: 'new' });
  });

  it('records the form, page, project and consent it was sent with', async () => {
    const { body } = await send(
      jsonRequest(url, {
        name: 'Project lead',
        phone: '9876543210',
        source: 'project',
        pagePath: '/project-details/dlf/dlf-privana',
        projectId: 'dlf-privana',
        projectDeveloper: 'dlf',
        projectName: 'DLF Privana',
        consent: true,
        fillMs: 9000,
      }),
    );
    expect(await database.row('Enquiry', body.id as string)).toMatchObject({
      source: 'project',
      pagePath: '/project-details/dlf/dlf-privana',
      projectId: 'dlf-privana',
      projectDeveloper: 'dlf',
      projectName: 'DLF Privana',
      consent: 1,
      spam: 0,
    });
  });

  it.each([
    ['the honeypot is filled', { website: 'http://spam.example' }],
    ['the form was filled in under two seconds', { fillMs: 300 }],
  ])('stores but flags as spam when %s', async (_label, extra) => {
    const { status, body } = await send(jsonRequest(url, { name: 'Bot', phone: '9876543210', ...extra }));
    expect(status).toBe(201);
    expect((await database.row('Enquiry', body.id as string))?.spam).toBe(1);
  });

  it('keeps a dangerous page path out of the record instead of rejecting the enquiry', async () => {
    const { status, body } = await send(jsonRequest(url, { name: 'Path', phone: '9876543210', pagePath: '//evil.example/x' }));
    expect(status).toBe(201);
    expect((await database.row('Enquiry', body.id as string))?.pagePath).toBeNull();
  });
});

describe('POST /api/enquiry with an invalid body stores nothing', () => {
  const invalid: [string, unknown, string?][] = [
    ['missing name', { phone: '9876543210' }, 'name'],
    ['blank name', { name: '   ', phone: '9876543210' }, 'name'],
    ['name over 100 characters', { name: 'n'.repeat(101), phone: '9876543210' }, 'name'],
    ['missing phone', { name: 'Asha' }, 'phone'],
    ['phone with letters', { name: 'Asha', phone: 'call me' }, 'phone'],
    ['phone with 6 digits', { name: 'Asha', phone: '123456' }, 'phone'],
    ['phone with 16 digits', { name: 'Asha', phone: '1234567890123456' }, 'phone'],
    ['bad email', { name: 'Asha', phone: '9876543210', email: 'not-an-email' }, 'email'],
    ['contact page without email', { name: 'Asha', phone: '9876543210', source: 'contact-page' }, 'email'],
    ['message over 2,000 characters', { name: 'Asha', phone: '9876543210', message: 'x'.repeat(2001) }, 'message'],
    ['name as a number', { name: 42, phone: '9876543210' }, 'name'],
    ['phone as a number', { name: 'Asha', phone: 9876543210 }, 'phone'],
    ['email as an object', { name: 'Asha', phone: '9876543210', email: { a: 1 } }, 'email'],
    ['message as an array', { name: 'Asha', phone: '9876543210', message: ['hi'] }, 'message'],
    ['unknown source', { name: 'Asha', phone: '9876543210', source: 'admin' }, 'source'],
  ];

  it.each(invalid)('%s: 400 with a message for the field', async (_label, payload, field) => {
    const { status, body, stored } = await send(jsonRequest(url, payload));
    expect(status).toBe(400);
    expect(stored).toBe(0);
    expect(body.error).toEqual(expect.any(String));
    expect((body.fieldErrors as Record<string, string>)[field!]).toEqual(expect.any(String));
  });

  it.each([
    ['a JSON array', '[{"name":"Asha","phone":"9876543210"}]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['malformed JSON', '{"name": "Asha",'],
    ['an empty body', ''],
  ])('%s: 400 with a message', async (_label, raw) => {
    const { status, body, stored } = await send(jsonRequest(url, raw));
    expect(status).toBe(400);
    expect(stored).toBe(0);
    expect(body.error).toEqual(expect.any(String));
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', { 'content-type': '' }],
  ])('non-JSON content type (%s): 415', async (_label, headers) => {
    const { status, body, stored } = await send(jsonRequest(url, { name: 'Asha', phone: '9876543210' }, headers));
    expect(status).toBe(415);
    expect(stored).toBe(0);
    expect(body.error).toMatch(/application\/json/);
  });

  const bigBody = JSON.stringify({ name: 'Asha', phone: '9876543210', message: 'x'.repeat(17 * 1024) });

  it('a 17 KB body with its Content-Length: 413', async () => {
    const request = jsonRequest(url, bigBody, { 'content-length': String(Buffer.byteLength(bigBody)) });
    const { status, body, stored } = await send(request);
    expect(status).toBe(413);
    expect(stored).toBe(0);
    expect(body.error).toMatch(/16 KB/);
  });

  it('a 17 KB body streamed without Content-Length: 413 after counting the bytes', async () => {
    const chunks = bigBody.match(/[\s\S]{1,1024}/g) ?? [];
    const { status, stored } = await send(streamedRequest(url, chunks));
    expect(status).toBe(413);
    expect(stored).toBe(0);
  });

  it('a body larger than its declared Content-Length claims: 413', async () => {
    const request = streamedRequest(url, [bigBody]);
    request.headers.set('content-length', '20');
    const { status } = await send(request);
    expect(status).toBe(413);
  });
});

describe('hostile honeypot values are malformed input (400), never a storage failure', () => {
  it.each([
    ['an object with a toString key', '{"toString":1}'],
    ['an array nested 6,000 deep', `${'['.repeat(6000)}"deep"${']'.repeat(6000)}`],
    ['a number', '7'],
    ['text over 2,000 characters', JSON.stringify('x'.repeat(2001))],
  ])('website as %s: 400, nothing stored', async (_label, website) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body, stored, response } = await send(jsonRequest(url, `{"name":"Bot","phone":"9876543210","website":${website}}`));
    expect(status).toBe(400);
    expect(stored).toBe(0);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((body.fieldErrors as Record<string, string>).website).toEqual(expect.any(String));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('requests from another site', () => {
  const valid = { name: 'Asha', phone: '9876543210' };

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example', host: 'localhost:3000' }],
    ['an opaque Origin', { origin: 'null', host: 'localhost:3000' }],
    [
      'a foreign Origin with a forged X-Forwarded-Host',
      { origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
    ],
    ['Sec-Fetch-Site cross-site and no Origin', { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }],
  ])('%s: 403, nothing stored', async (_label, headers) => {
    const { status, stored } = await send(jsonRequest(url, valid, headers));
    expect(status).toBe(403);
    expect(stored).toBe(0);
  });

  it.each([
    ['its own Origin', { origin: 'http://localhost:3000', host: 'localhost:3000' }],
    ['an IP address it was reached on', { origin: 'http://192.0.2.5:3000', host: '192.0.2.5:3000' }],
    ['no Origin at all (server to server)', { host: 'localhost:3000' }],
  ])('%s: 201', async (_label, headers) => {
    const { status, stored } = await send(jsonRequest(url, valid, headers));
    expect(status).toBe(201);
    expect(stored).toBe(1);
  });
});

describe('prototype pollution', () => {
  afterEach(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('ignores __proto__ and constructor keys in an otherwise valid body', async () => {
    const raw = '{"name":"Asha","phone":"9876543210","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const { status, body } = await send(jsonRequest(url, raw));
    expect(status).toBe(201);
    expect((await database.row('Enquiry', body.id as string))?.name).toBe('Asha');
  });

  it('rejects a body whose only fields are hostile keys', async () => {
    const { status, stored } = await send(jsonRequest(url, '{"__proto__":{"name":"Asha","phone":"9876543210","polluted":true}}'));
    expect(status).toBe(400);
    expect(stored).toBe(0);
  });
});

describe('concurrency', () => {
  // 200 transactions take their turn on the pool's connections: longer than Jest's 5 s on a busy machine.
  it('stores every one of 200 parallel valid enquiries', async () => {
    const before = await database.count('Enquiry');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        POST(jsonRequest(url, { name: `Parallel ${index}`, phone: `98765${String(index).padStart(5, '0')}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(200);
    expect((await database.count('Enquiry')) - before).toBe(200);
  }, 60_000);
});

describe('POST /api/enquiry with attribution', () => {
  it('stores both touches the browser kept, each with its channel', async () => {
    const { status, body } = await send(
      jsonRequest(url, {
        name: 'Touched twice',
        phone: '9876543210',
        source: 'footer',
        attribution: {
          first: {
            source: 'google',
            medium: 'cpc',
            campaign: 'gurgaon-3bhk',
            gclid: 'abc',
            referrer: 'www.google.com',
            landing: '/project-details/dlf/privana?utm_source=google&gclid=abc',
            at: '2026-10-01T10:00:00.000Z',
            utm_id: 'ignored',
          },
          last: { source: 'whatsapp', landing: '/?utm_source=whatsapp', at: '2026-10-20T10:00:00.000Z' },
        },
      }),
    );
    expect(status).toBe(201);
    const row = await database.row('Enquiry', body.id as string);
    expect(row).toMatchObject({
      firstChannel: 'paid-search',
      firstSource: 'google',
      firstMedium: 'cpc',
      firstCampaign: 'gurgaon-3bhk',
      firstClickIds: '{"gclid":"abc"}',
      firstReferrer: 'www.google.com',
      firstLanding: '/project-details/dlf/privana?utm_source=google&gclid=abc',
      lastChannel: 'whatsapp',
      lastSource: 'whatsapp',
      lastMedium: null,
      lastLanding: '/?utm_source=whatsapp',
    });
    expect(new Date(row?.firstAt as string | number | Date).toISOString()).toBe('2026-10-01T10:00:00.000Z');
    expect(new Date(row?.lastAt as string | number | Date).toISOString()).toBe('2026-10-20T10:00:00.000Z');
  });

  it('stores hostile touch values as cleaned text, and a malformed attribution as none rather than losing the lead', async () => {
    const hostile = await send(
      jsonRequest(url, {
        name: 'Hostile',
        phone: '9876543210',
        attribution: { last: { campaign: ` <img src=x onerror=alert(1)>\u0000${'z'.repeat(300)}` } },
      }),
    );
    expect(hostile.status).toBe(201);
    const campaign = (await database.row('Enquiry', hostile.body.id as string))?.lastCampaign as string;
    expect(campaign.startsWith('<img src=x onerror=alert(1)>zzz')).toBe(true);
    expect(campaign).toHaveLength(200);
    const malformed = await send(jsonRequest(url, { name: 'Malformed', phone: '9876543210', attribution: ['google'] }));
    expect(malformed.status).toBe(201);
    expect(await database.row('Enquiry', malformed.body.id as string)).toMatchObject({ firstChannel: 'direct', lastChannel: 'direct' });
  });

  it("falls back to the Referer's query when the browser kept nothing", async () => {
    const { body } = await send(
      jsonRequest(
        url,
        { name: 'No storage', phone: '9876543210' },
        { referer: 'http://localhost:3000/?utm_source=99acres&utm_medium=listing' },
      ),
    );
    expect(await database.row('Enquiry', body.id as string)).toMatchObject({
      firstChannel: 'property-portal',
      firstSource: '99acres',
      lastLanding: '/?utm_source=99acres&utm_medium=listing',
    });
  });
});
