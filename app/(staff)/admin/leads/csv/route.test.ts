import { listApplications } from '@/lib/office/applications/queries';
import { changeStage } from '@/lib/office/leads/pipeline';
import { listLeads } from '@/lib/office/leads/queries';
import { parseApplicationFilter, parseLeadFilter } from '@/lib/office/lists/filter';
import { SESSION_COOKIE, startSession, type StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { GET as applicationsCsv } from '../../applications/csv/route';
import { GET as leadsCsv } from './route';

const database = setupTestDatabase(100);

let admin: StaffMember;
let cookie = '';
const get = (path: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const leadFilter = (query: string) => parseLeadFilter(new URLSearchParams(query));
const listAsAdmin = (filter: ReturnType<typeof leadFilter>) => listLeads(admin, filter);
const names = (rows: { name: string }[]) => rows.map((row) => row.name);
/** The twenty empty attribution cells of a row stored with none. */
const noTouches = Array.from({ length: 20 }, () => '""').join(',');

beforeAll(async () => {
  const prisma = await db();
  const user = await prisma.staffUser.create({
    // Two-factor on: a download needs full access (an admin must have set it up).
    data: { name: 'Asha Admin', email: 'asha@example.in', role: 'admin', passwordHash: 'unused here', totpEnabledAt: new Date() },
  });
  admin = { id: user.id, name: user.name, email: user.email, role: 'admin' };
  cookie = `${SESSION_COOKIE}=${(await startSession(user.id)).token}`;
  await prisma.lead.createMany({
    data: [
      { name: 'Old footer lead', phone: '9876500001', source: 'footer', createdAt: new Date('2026-01-10T06:00:00Z') },
      {
        name: 'Project <b>lead</b>',
        phone: '+91 98765 00002',
        email: 'lead@example.in',
        message: '=HYPERLINK("http://evil")\nand "quotes"',
        source: 'project',
        intent: 'buy',
        pagePath: '/project-details/dlf/dlf-privana-south',
        projectDeveloper: 'dlf',
        projectId: 'dlf-privana-south',
        // The name the form sent, since changed in the content: the export names it as listed now.
        projectName: 'DLF Privana',
        consent: true,
        createdAt: new Date('2026-03-05T20:00:00Z'), // 6 March in IST
      },
      {
        name: 'Renter',
        phone: '9876500004',
        source: 'hero',
        intent: 'rent',
        locality: 'Golf Course Road',
        city: 'Gurgaon',
        createdAt: new Date('2026-03-07T10:00:00Z'),
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

describe('listLeads', () => {
  it('pages newest first, 25 at a time, and offers the projects enquired about', async () => {
    const first = await listAsAdmin(leadFilter(''));
    expect(first.total).toBe(34);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.name).toBe('Bulk 29');
    expect(first.projects).toEqual([{ id: 'dlf-privana-south', name: 'DLF Privana' }]);
    const second = await listAsAdmin(leadFilter('page=2'));
    expect(names(second.rows)).toEqual([
      'Bulk 4',
      'Bulk 3',
      'Bulk 2',
      'Bulk 1',
      'Bulk 0',
      'Renter',
      'Spam bot',
      'Project <b>lead</b>',
      'Old footer lead',
    ]);
  });

  it.each([
    ['source=project&from=2026-03-06&to=2026-03-06', ['Project <b>lead</b>']],
    ['intent=rent', ['Renter']],
    ['project=dlf-privana-south', ['Project <b>lead</b>']],
    ['spam=only', ['Spam bot']],
    ['from=2026-03-06&to=2026-03-07&spam=hide', ['Renter', 'Project <b>lead</b>']],
  ])('filters by %s', async (query, expected) => {
    expect(names((await listAsAdmin(leadFilter(query))).rows)).toEqual(expected);
  });

  it('records a stage change, which the stage filter then finds', async () => {
    const renter = await database.row('Enquiry', 'Renter', 'name');
    expect(renter?.stage).toBe('new');
    await changeStage(admin, String(renter?.id), { stage: 'contacted' }, new Date('2026-03-07T10:12:00Z'));
    expect((await database.row('Enquiry', 'Renter', 'name'))?.stage).toBe('contacted');
    expect(names((await listAsAdmin(leadFilter('stage=contacted'))).rows)).toEqual(['Renter']);
    await expect(changeStage(admin, 'no-such-id', { stage: 'lost', lostReason: 'x' })).rejects.toThrow(
      'No such lead, or another advisor has taken it.',
    );
  });
});

describe('/admin/leads/csv', () => {
  it('answers 401 without a staff session', async () => {
    const response = await leadsCsv(new Request('http://localhost/admin/leads/csv'));
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('Renter');
  });

  it('exports the current filter, escaped and defused', async () => {
    const response = await leadsCsv(get('/admin/leads/csv?source=project'));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Received (IST)","Name","Phone","Email","Message","Form","Intent","Page","Project","Project ID","Project link","Shortlist","Locality","City","Stage","Lost reason","Owner","Follow-up","First contacted (IST)","Response minutes","Repeat of","Visit date","Visit slot","Visitors","Marketing allowed","Possible spam",' +
        '"First touch channel","First touch source","First touch medium","First touch campaign","First touch term","First touch content","First touch click ids","First touch referrer","First touch landing page","First touch time (IST)","Latest touch channel","Latest touch source","Latest touch medium","Latest touch campaign","Latest touch term","Latest touch content","Latest touch click ids","Latest touch referrer","Latest touch landing page","Latest touch time (IST)","ID"',
    );
    expect(csv).toContain(
      `"2026-03-06 01:30 IST","Project <b>lead</b>","'+91 98765 00002","lead@example.in","'=HYPERLINK(""http://evil"")\nand ""quotes""","project","buy","/project-details/dlf/dlf-privana-south","DLF Privana South","dlf-privana-south","/project-details/dlf/dlf-privana-south","","","","new","","","","","","","","","","no","no"`,
    );
    expect(lines.filter((line) => line !== '')).toHaveLength(2);
  });

  it('shows intent, place and status of a lead', async () => {
    const csv = await (await leadsCsv(get('/admin/leads/csv?intent=rent'))).text();
    expect(csv).toContain(
      '"Renter","9876500004","","","hero","rent","","","","","","Golf Course Road","Gurgaon","contacted","","","","2026-03-07 15:42 IST","12","",',
    );
  });

  it('exports every row of a large filter', async () => {
    const csv = await (await leadsCsv(get('/admin/leads/csv'))).text();
    expect(csv.split('\r\n').filter((line) => line !== '')).toHaveLength(35);
  });

  it('follows each lead with its repeat enquiries, which name the lead and leave the pipeline to it', async () => {
    const prisma = await db();
    const lead = await prisma.lead.create({
      data: {
        name: 'Returning lead',
        phone: '9876500020',
        source: 'no-results',
        ownerId: admin.id,
        stage: 'contacted',
        createdAt: new Date('2026-06-01T04:30:00Z'),
        firstContactedAt: new Date('2026-06-01T04:35:00Z'),
      },
    });
    const repeat = await prisma.lead.create({
      data: {
        name: 'Returning again',
        phone: '9876500020',
        source: 'site-visit',
        intent: 'site-visit',
        repeatOfId: lead.id,
        visitDate: '2026-06-05',
        visitSlot: 'morning',
        visitors: 3,
        createdAt: new Date('2026-06-02T04:30:00Z'),
      },
    });
    try {
      const csv = await (await leadsCsv(get('/admin/leads/csv?source=no-results'))).text();
      expect(
        csv
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1),
      ).toEqual([
        `"2026-06-01 10:00 IST","Returning lead","9876500020","","","no-results","","","","","","","","","contacted","","Asha Admin","","2026-06-01 10:05 IST","5","","","","","no","no",${noTouches},"${lead.id}"`,
        `"2026-06-02 10:00 IST","Returning again","9876500020","","","site-visit","site-visit","","","","","","","","","","","","","","${lead.id}","2026-06-05","morning","3","no","no",${noTouches},"${repeat.id}"`,
        '',
      ]);
    } finally {
      await prisma.lead.deleteMany({ where: { id: { in: [repeat.id, lead.id] } } });
    }
  });

  it('allows marketing only while the buyer’s latest choice about it is a yes, on the lead and its repeats', async () => {
    const prisma = await db();
    const lead = await prisma.lead.create({ data: { name: 'Offers lead', phone: '9876500030', source: 'contact-modal' } });
    const repeat = await prisma.lead.create({
      data: {
        name: 'Offers repeat',
        phone: '9876500030',
        source: 'contact-modal',
        repeatOfId: lead.id,
        createdAt: new Date(Date.now() + 1000),
      },
    });
    const header = (await (await leadsCsv(get('/admin/leads/csv?source=contact-modal'))).text()).split('\r\n')[0] ?? '';
    const MARKETING_COLUMN = header.split('","').indexOf('Marketing allowed');
    expect(MARKETING_COLUMN).toBeGreaterThan(0);
    const marketingCells = async () =>
      (await (await leadsCsv(get('/admin/leads/csv?source=contact-modal'))).text())
        .split('\r\n')
        .filter((line) => line.includes('Offers'))
        .map((line) => line.split('","')[MARKETING_COLUMN]);
    try {
      await prisma.consentRecord.create({
        data: { leadId: lead.id, kind: 'given', purposes: '["contact","marketing"]', createdAt: new Date('2026-06-01T00:00:00Z') },
      });
      expect(await marketingCells()).toEqual(['yes', 'yes']);
      await prisma.consentRecord.create({
        data: { leadId: repeat.id, kind: 'withdrawn', purposes: '["marketing"]', createdAt: new Date('2026-06-02T00:00:00Z') },
      });
      expect(await marketingCells()).toEqual(['no', 'no']);
    } finally {
      await prisma.lead.deleteMany({ where: { id: { in: [repeat.id, lead.id] } } });
    }
  });

  it('names a project sent by id alone, and keeps an id the site no longer lists, unlinked and noted', async () => {
    const prisma = await db();
    const rows = await Promise.all([
      prisma.lead.create({ data: { name: 'By id', phone: '9876500011', source: 'city-page', projectId: 'godrej-aristocrat' } }),
      prisma.lead.create({
        data: {
          name: 'Gone',
          phone: '9876500012',
          source: 'city-page',
          projectDeveloper: 'godrej',
          projectId: 'sold-out-tower',
          projectName: 'Sold Out Tower',
        },
      }),
    ]);
    try {
      const csv = await (await leadsCsv(get('/admin/leads/csv?source=city-page'))).text();
      expect(csv).toContain(
        '"By id","9876500011","","","city-page","","","Godrej Aristocrat","godrej-aristocrat","/project-details/godrej/godrej-aristocrat","",',
      );
      expect(csv).toContain('"Gone","9876500012","","","city-page","","","sold-out-tower (no longer listed)","sold-out-tower","","",');
    } finally {
      await prisma.lead.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
    }
  });

  it('lists every project of a shortlist enquiry with its link', async () => {
    const prisma = await db();
    const shortlist = JSON.stringify([
      { developer: 'dlf', id: 'dlf-the-arbour', name: 'DLF The Arbour' },
      { developer: 'godrej', id: 'godrej-aristocrat', name: 'Godrej Aristocrat' },
    ]);
    const row = await prisma.lead.create({ data: { name: 'Shortlister', phone: '9876500009', source: 'shortlist', shortlist } });
    try {
      const csv = await (await leadsCsv(get('/admin/leads/csv?source=shortlist'))).text();
      expect(csv).toContain(
        '"DLF The Arbour (/project-details/dlf/dlf-the-arbour); Godrej Aristocrat (/project-details/godrej/godrej-aristocrat)"',
      );
    } finally {
      await prisma.lead.delete({ where: { id: row.id } });
    }
  });
});

describe('job applications', () => {
  it('are listed with a department filter and exported', async () => {
    const sales = await listApplications(parseApplicationFilter(new URLSearchParams('department=Sales')));
    expect(names(sales.rows)).toEqual(['Neha']);
    expect(sales.departments).toEqual(['Sales']);
    const csv = await (await applicationsCsv(get('/admin/applications/csv?department=Sales'))).text();
    expect(csv).toContain(`"Neha","neha@example.in","Sales","Sales Manager","'@risky"`);
    const none = await listApplications(parseApplicationFilter(new URLSearchParams('department=Design')));
    expect(none.total).toBe(0);
  });
});

describe('attribution in the exports', () => {
  const touches = {
    firstChannel: 'paid-search',
    firstSource: 'google',
    firstMedium: 'cpc',
    firstCampaign: '=cmd|calc',
    firstClickIds: '{"gclid":"abc"}',
    firstLanding: '/project-details/dlf/privana?gclid=abc',
    firstAt: new Date('2026-06-01T04:30:00Z'),
    lastChannel: 'whatsapp',
    lastSource: 'whatsapp',
    lastLanding: '/?utm_source=whatsapp',
    lastAt: new Date('2026-06-02T04:30:00Z'),
  };

  it('gives a lead its two touches, a formula-like value defused', async () => {
    await (await db()).lead.create({ data: { name: 'Campaign lead', phone: '9876500200', source: 'sticky', ...touches } });
    const csv = await (await leadsCsv(get('/admin/leads/csv?source=sticky'))).text();
    expect(csv).toContain(
      '"Paid search","google","cpc","\'=cmd|calc","","","gclid: abc","","/project-details/dlf/privana?gclid=abc","2026-06-01 10:00 IST",' +
        '"WhatsApp","whatsapp","","","","","","","/?utm_source=whatsapp","2026-06-02 10:00 IST"',
    );
  });

  it('gives an application its two touches', async () => {
    await (
      await db()
    ).jobApplication.create({
      data: { name: 'Marketer', email: 'm@example.in', about: 'x', department: 'Marketing', position: 'Lead', ...touches },
    });
    const csv = await (await applicationsCsv(get('/admin/applications/csv?department=Marketing'))).text();
    expect(csv).toContain('"Marketer","m@example.in","Marketing","Lead","x","no","no","Paid search","google","cpc","\'=cmd|calc"');
    expect(csv).toContain('"WhatsApp","whatsapp"');
  });
});

describe('the access log', () => {
  it('records each download with who, which export, its filter, and the address as the site computes it', async () => {
    const prisma = await db();
    await prisma.accessLogEntry.deleteMany();
    // With no trusted proxy (TRUSTED_PROXY_HOPS=0) the last X-Forwarded-For entry, the socket's peer that the
    // server appends, is the address; what the client wrote before it is ignored.
    const forwarded = (path: string) =>
      new Request(`http://localhost${path}`, { headers: { cookie, 'x-forwarded-for': '10.9.9.9, 192.0.2.44' } });
    expect((await leadsCsv(forwarded('/admin/leads/csv?stage=new'))).status).toBe(200);
    expect((await applicationsCsv(forwarded('/admin/applications/csv'))).status).toBe(200);
    const entries = await prisma.accessLogEntry.findMany({
      select: { actorId: true, action: true, subjectId: true, detail: true, address: true },
    });
    expect(entries.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { actorId: admin.id, action: 'export-applications-csv', subjectId: null, detail: null, address: '192.0.2.44' },
      { actorId: admin.id, action: 'export-leads-csv', subjectId: null, detail: '?stage=new', address: '192.0.2.44' },
    ]);
  });
});
