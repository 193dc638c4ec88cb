import { db } from '@/lib/db';
import { setupTestDatabase } from '@/test/database';
import { GET as applicationsCsv } from '../applications/csv/route';
import { GET as applicationsPage } from '../applications/route';
import { GET as adminIndex } from '../route';
import { GET as enquiriesCsv } from './csv/route';
import { GET as enquiriesPage } from './route';

setupTestDatabase(100);

const auth = (user = 'staff', password = 'secret') => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const get = (path: string, headers: Record<string, string> = auth()) =>
  new Request(`http://localhost${path}`, { headers });

beforeAll(async () => {
  process.env.ADMIN_USER = 'staff';
  process.env.ADMIN_PASSWORD = 'secret';
  const prisma = await db();
  await prisma.enquiry.createMany({
    data: [
      { name: 'Old footer lead', phone: '9876500001', source: 'footer', createdAt: new Date('2026-01-10T06:00:00Z') },
      {
        name: 'Project <b>lead</b>',
        phone: '+91 98765 00002',
        email: 'lead@example.in',
        message: '=HYPERLINK("http://evil")\nand "quotes"',
        source: 'project',
        pagePath: '/project-details/dlf/privana',
        projectDeveloper: 'dlf',
        projectId: 'privana',
        projectName: 'DLF Privana',
        consent: true,
        createdAt: new Date('2026-03-05T20:00:00Z'), // 6 March in IST
      },
      { name: 'Spam bot', phone: '9876500003', source: 'floating', spam: true, createdAt: new Date('2026-03-06T10:00:00Z') },
      ...Array.from({ length: 30 }, (_, index) => ({
        name: `Bulk ${index}`,
        phone: '9876500100',
        source: 'home-popup',
        createdAt: new Date(Date.UTC(2026, 4, 1, 0, index)),
      })),
    ],
  });
  await prisma.jobApplication.create({
    data: { name: 'Neha', email: 'neha@example.in', about: '@risky', department: 'Sales', position: 'Sales Manager' },
  });
});

describe('staff access', () => {
  it.each([
    ['no credentials', {}],
    ['a wrong password', auth('staff', 'guess')],
  ])('answers 401 with a Basic challenge for %s', async (_label, headers) => {
    for (const handler of [enquiriesPage, enquiriesCsv, applicationsPage, applicationsCsv, adminIndex]) {
      const response = await handler(get('/admin/enquiries', headers));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('sends /admin to the enquiries', async () => {
    const response = await adminIndex(get('/admin'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/enquiries');
  });
});

describe('/admin/enquiries', () => {
  it('lists enquiries newest first, escaped, with the project link, never indexed', async () => {
    const response = await enquiriesPage(get('/admin/enquiries'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('33 enquiries match');
    expect(page).toContain('Bulk 29');
    expect(page).not.toContain('Bulk 4<');
    expect(page).toContain('Page 1 of 2');
  });

  it('filters by form and by IST date range, keeping the filter in the CSV link', async () => {
    const page = await (await enquiriesPage(get('/admin/enquiries?source=project&from=2026-03-06&to=2026-03-06'))).text();
    expect(page).toContain('1 enquiry match');
    expect(page).toContain('Project &lt;b&gt;lead&lt;/b&gt;');
    expect(page).toContain('href="/project-details/dlf/privana"');
    expect(page).toContain('href="/admin/enquiries/csv?source=project&amp;from=2026-03-06&amp;to=2026-03-06"');
    const spam = await (await enquiriesPage(get('/admin/enquiries?spam=only'))).text();
    expect(spam).toContain('1 enquiry match');
    expect(spam).toContain('Possible spam');
  });

  it('pages through older enquiries', async () => {
    const page = await (await enquiriesPage(get('/admin/enquiries?page=2'))).text();
    expect(page).toContain('Page 2 of 2');
    expect(page).toContain('Old footer lead');
    expect(page).not.toContain('Bulk 29');
  });

  it('exports the current filter as CSV, escaped and defused', async () => {
    const response = await enquiriesCsv(get('/admin/enquiries/csv?source=project'));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Received \(IST\)","Name","Phone"/);
    expect(csv).toContain(`"2026-03-06 01:30 IST","Project <b>lead</b>","'+91 98765 00002","lead@example.in","'=HYPERLINK(""http://evil"")\nand ""quotes""","project"`);
    expect(csv).toContain('"/project-details/dlf/privana"');
    expect(lines.filter((line) => line !== '')).toHaveLength(2);
  });

  it('exports every row of a large filter', async () => {
    const csv = await (await enquiriesCsv(get('/admin/enquiries/csv'))).text();
    expect(csv.split('\r\n').filter((line) => line !== '')).toHaveLength(34);
  });
});

describe('/admin/applications', () => {
  it('lists applications with a department filter and exports them', async () => {
    const page = await (await applicationsPage(get('/admin/applications?department=Sales'))).text();
    expect(page).toContain('1 application match');
    expect(page).toContain('<option value="Sales" selected>Sales</option>');
    const csv = await (await applicationsCsv(get('/admin/applications/csv?department=Sales'))).text();
    expect(csv).toContain(`"Neha","neha@example.in","Sales","Sales Manager","'@risky"`);
    const none = await (await applicationsPage(get('/admin/applications?department=Design'))).text();
    expect(none).toContain('No applications match these filters.');
  });
});
