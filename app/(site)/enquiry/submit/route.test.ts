import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { POST as postApplication } from '../application/route';
import { POST } from './route';

const database = setupTestDatabase(100_000);

function formRequest(
  url: string,
  fields: Record<string, string>,
  contentType = 'application/x-www-form-urlencoded',
  extraHeaders: Record<string, string> = {},
) {
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      referer: 'http://localhost:3000/project-details/dlf/privana?x=1',
      'x-forwarded-for': '192.0.2.10',
      ...extraHeaders,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const location = (response: Response) => new URL(response.headers.get('location') ?? '', 'http://x');

describe('enquiry form without JavaScript', () => {
  const url = 'http://localhost/enquiry/submit';

  it('stores a valid form and redirects (303) to the thank-you page', async () => {
    const before = await database.count('Enquiry');
    const response = await POST(formRequest(url, { name: 'Asha', phone: '98765 43210', source: 'footer', consent: 'true', website: '' }));
    expect(response.status).toBe(303);
    const target = location(response);
    expect(target.pathname).toBe('/enquiry/thank-you');
    expect(target.searchParams.get('back')).toBe('/project-details/dlf/privana');
    expect((await database.count('Enquiry')) - before).toBe(1);
  });

  it('records the page it came from and keeps the hidden project fields', async () => {
    await POST(
      formRequest(url, {
        name: 'Project visitor',
        phone: '9876543210',
        source: 'project',
        projectId: 'privana',
        projectDeveloper: 'dlf',
        projectName: 'DLF Privana',
      }),
    );
    expect(await database.row('Enquiry', 'Project visitor', 'name')).toMatchObject({
      pagePath: '/project-details/dlf/privana',
      projectId: 'privana',
      spam: 0,
    });
  });

  it('stores nothing and lists the problems by code when fields are invalid', async () => {
    const before = await database.count('Enquiry');
    const response = await POST(formRequest(url, { name: '', phone: 'abc', email: 'nope' }));
    expect(response.status).toBe(303);
    const target = location(response);
    expect(target.pathname).toBe('/enquiry/not-sent');
    expect(target.searchParams.get('errors')?.split(',').sort()).toEqual(['email.invalid', 'name.required', 'phone.invalid'].sort());
    expect(await database.count('Enquiry')).toBe(before);
  });

  it('explains a body it cannot read', async () => {
    const response = await POST(formRequest(url, { name: 'Asha' }, 'text/plain'));
    expect(location(response).searchParams.get('errors')).toBe('form.unreadable');
  });
});

describe('consent in a form posted without JavaScript', () => {
  const url = 'http://localhost/enquiry/submit';
  const consentOf = async (name: string) => {
    const enquiry = await database.row('Enquiry', name, 'name');
    return (await db()).consentRecord.findMany({ where: { leadId: String(enquiry?.id) } });
  };
  const fields = { phone: '9876543210', source: 'footer', noticeVersion: '2026-11-26' };

  it('records marketing only when the box was ticked', async () => {
    await POST(formRequest(url, { ...fields, name: 'Ticked box', marketing: 'yes' }));
    await POST(formRequest(url, { ...fields, name: 'Unticked box' }));
    expect(await consentOf('Ticked box')).toEqual([
      expect.objectContaining({
        kind: 'given',
        noticeVersion: '2026-11-26',
        purposes: '["contact","marketing"]',
        form: 'footer',
        pagePath: '/project-details/dlf/privana',
      }),
    ]);
    expect(await consentOf('Unticked box')).toEqual([
      expect.objectContaining({ kind: 'given', noticeVersion: '2026-11-26', purposes: '["contact"]' }),
    ]);
  });

  it('takes any other value of the box as unticked', async () => {
    await POST(formRequest(url, { ...fields, name: 'Odd box', marketing: 'on' }));
    expect(await consentOf('Odd box')).toEqual([expect.objectContaining({ purposes: '["contact"]' })]);
  });

  it('stores nothing from a page with a notice we do not know, and says why', async () => {
    const before = await database.count('Enquiry');
    const response = await POST(formRequest(url, { ...fields, name: 'Old page', noticeVersion: '2019-01-01', marketing: 'yes' }));
    expect(location(response).pathname).toBe('/enquiry/not-sent');
    expect(location(response).searchParams.get('errors')).toBe('consent.version');
    expect(await database.count('Enquiry')).toBe(before);
  });
});

describe('careers form without JavaScript', () => {
  const url = 'http://localhost/enquiry/application';

  it('stores a valid application and redirects to its thank-you page', async () => {
    const response = await postApplication(
      formRequest(url, {
        name: 'Neha',
        email: 'neha@example.in',
        about: 'Sales',
        department: 'Sales',
        position: 'Sales Manager',
      }),
    );
    expect(location(response).pathname).toBe('/enquiry/thank-you');
    expect(location(response).searchParams.get('kind')).toBe('application');
    expect(await database.count('JobApplication')).toBe(1);
  });

  it('lists the missing fields', async () => {
    const response = await postApplication(formRequest(url, { name: 'Neha', department: 'Sales', position: 'X' }));
    expect(location(response).searchParams.get('errors')?.split(',').sort()).toEqual(['about.required', 'email.required']);
  });
});

describe('a form posted from another site', () => {
  const valid = { name: 'Asha', phone: '98765 43210', email: 'a@example.in', about: 'x', department: 'Sales', position: 'X' };

  it.each([
    ['enquiry', POST, 'Enquiry', 'http://localhost/enquiry/submit'],
    ['application', postApplication, 'JobApplication', 'http://localhost/enquiry/application'],
  ] as const)('%s: 403 and nothing stored, whether Origin or Sec-Fetch-Site tells', async (_kind, post, table, url) => {
    const before = await database.count(table);
    const foreign = await post(formRequest(url, valid, undefined, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('location')).toBeNull();
    const blind = await post(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
        body: new URLSearchParams(valid).toString(),
      }),
    );
    expect(blind.status).toBe(403);
    expect(await database.count(table)).toBe(before);
  });
});

describe('attribution of a form sent without JavaScript', () => {
  const campaignPage =
    'http://localhost:3000/project-details/dlf/privana?utm_source=google&utm_medium=cpc&utm_campaign=gurgaon-3bhk&gclid=abc';

  it("records the sending page and its query's campaign as first and last touch", async () => {
    await POST(
      formRequest('http://localhost/enquiry/submit', { name: 'No script', phone: '9876543210', source: 'footer' }, undefined, {
        referer: campaignPage,
      }),
    );
    const row = await database.row('Enquiry', 'No script', 'name');
    expect(row).toMatchObject({
      pagePath: '/project-details/dlf/privana',
      firstChannel: 'paid-search',
      firstSource: 'google',
      firstMedium: 'cpc',
      firstCampaign: 'gurgaon-3bhk',
      firstClickIds: '{"gclid":"abc"}',
      firstLanding: '/project-details/dlf/privana?utm_source=google&utm_medium=cpc&utm_campaign=gurgaon-3bhk&gclid=abc',
      lastChannel: 'paid-search',
      lastCampaign: 'gurgaon-3bhk',
      lastLanding: '/project-details/dlf/privana?utm_source=google&utm_medium=cpc&utm_campaign=gurgaon-3bhk&gclid=abc',
    });
  });

  it('records a plain page as a direct touch landing there', async () => {
    await POST(formRequest('http://localhost/enquiry/submit', { name: 'Plain page', phone: '9876543210', source: 'footer' }));
    const row = await database.row('Enquiry', 'Plain page', 'name');
    expect(row).toMatchObject({
      firstChannel: 'direct',
      firstLanding: '/project-details/dlf/privana',
      lastChannel: 'direct',
      firstSource: null,
    });
  });

  it('records the campaign of the careers page an application was sent from', async () => {
    await postApplication(
      formRequest(
        'http://localhost/enquiry/application',
        { name: 'Applicant', email: 'applicant@example.in', about: 'Sales', department: 'Sales', position: 'Sales Manager' },
        undefined,
        { referer: 'http://localhost:3000/career?utm_source=linkedin&utm_medium=social&utm_campaign=hiring' },
      ),
    );
    const row = await database.row('JobApplication', 'Applicant', 'name');
    expect(row).toMatchObject({
      firstChannel: 'organic-social',
      firstCampaign: 'hiring',
      lastLanding: '/career?utm_source=linkedin&utm_medium=social&utm_campaign=hiring',
    });
  });
});
