import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { GET as reportCsv } from './route';

setupTestDatabase(100);

const cookies: Record<'admin' | 'advisor', string> = { admin: '', advisor: '' };
const get = (query: string, who?: 'admin' | 'advisor') =>
  reportCsv(new Request(`http://localhost/admin/reports/csv${query}`, { headers: who ? { cookie: cookies[who] } : {} }));

beforeAll(async () => {
  const prisma = await db();
  for (const role of ['admin', 'advisor'] as const) {
    const user = await prisma.staffUser.create({
      data: { name: role, email: `${role}@example.in`, role, passwordHash: 'unused here', totpEnabledAt: new Date() },
    });
    cookies[role] = `${SESSION_COOKIE}=${(await startSession(user.id)).token}`;
  }
  const day = new Date('2026-11-20T06:00:00Z');
  await prisma.lead.createMany({
    data: [
      // A campaign name comes from the visitor's address: a spreadsheet must not run it.
      { name: 'A', source: 'footer', createdAt: day, firstChannel: 'paid-search', firstCampaign: '=HYPERLINK("http://evil")' },
      {
        name: 'B',
        source: 'footer',
        createdAt: day,
        firstChannel: 'paid-search',
        firstCampaign: '=HYPERLINK("http://evil")',
        stage: 'won',
        firstContactedAt: day,
      },
      { name: 'C', source: 'footer', createdAt: day },
    ],
  });
});

const range = '?from=2026-11-01&to=2026-11-30';

it('downloads the funnel table as the page shows it, formula-looking names defused', async () => {
  const response = await get(`${range}&by=campaign&table=funnel`, 'admin');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="report-funnel-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Campaign","Channel","Leads","Contacted","% of leads","Site visit","% of contacted","Negotiation","% of site visits","Won","% of negotiations","Won, % of leads","Lost","Median time to first contact"',
  );
  expect(lines.slice(1)).toEqual([
    `"'=HYPERLINK(""http://evil"")","Paid search","2","1","50%","1","100%","1","100%","1","100%","50%","0","0 min"`,
    '"(no campaign)","Unknown","1","0","0%","0","–","0","–","0","–","0%","0","–"',
    '"Total","","3","1","33%","1","100%","1","100%","1","100%","33%","0","0 min"',
  ]);
});

it('serves each table by name, and refuses an unknown one, advisors and strangers', async () => {
  const channels = await (await get(`${range}&period=month&table=channels`, 'admin')).text();
  expect(channels).toContain('"Month","Paid search","Unknown","Total"\r\n"Nov 2026","2","1","3"\r\n"Total","2","1","3"');
  expect((await get(`${range}&table=everything`, 'admin')).status).toBe(400);
  expect((await get(`${range}&table=funnel`, 'advisor')).status).toBe(403);
  expect((await get(`${range}&table=funnel`)).status).toBe(401);
});
