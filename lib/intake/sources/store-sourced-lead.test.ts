import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import type { SourcedLead } from './sourced-lead';
import { storeSourcedLead } from './store-sourced-lead';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
setupTestDatabase(100_000);
// The first lead loads the mail templates and libphonenumber, slow on a busy machine.
jest.setTimeout(30_000);

Object.assign(process.env, {
  SITE_URL: 'https://www.nestora.example',
  SMTP_URL: 'smtp://127.0.0.1:1',
  LEAD_EMAIL_FROM: 'leads@nestora.example',
  LEAD_EMAIL_TO: 'asha@nestora.example',
  LEAD_WEBHOOK_URL: 'http://127.0.0.1:1/hook',
  LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
});

let serial = 0;
const portalLead = (extra: Partial<SourcedLead> = {}): SourcedLead => ({
  source: '99acres',
  externalId: `A-${++serial}`,
  name: 'Portal Buyer',
  phone: '98100 12345',
  email: 'Buyer@Example.com',
  projectName: 'Skyline Residences',
  receivedAt: new Date('2026-11-27T05:00:00Z'),
  attribution: { channel: 'Property portals', source: '99acres', campaign: 'Skyline listing', ids: { leadId: 'A-1' } },
  consent: { form: 'enquiry form on the project listing' },
  ...extra,
});

const prisma = () => db();

it('stores a lead with its E.164 phone, first touch, consent, deliveries and privacy notice, all at once', async () => {
  const { leadId, created } = await storeSourcedLead(portalLead({ externalId: 'HAPPY-1', phone: '+91 98100 55501' }));
  expect(created).toBe(true);
  const row = await (await prisma()).lead.findUniqueOrThrow({ where: { id: leadId }, include: { consents: true, deliveries: true } });
  expect(row).toMatchObject({
    source: '99acres',
    externalId: 'HAPPY-1',
    phone: '+919810055501',
    phoneKey: '9810055501',
    email: 'buyer@example.com',
    firstChannel: 'property-portal',
    firstSource: '99acres',
    firstCampaign: 'Skyline listing',
    lastChannel: 'property-portal',
    sourceIds: JSON.stringify({ leadId: 'A-1' }),
    isTest: false,
  });
  expect(row.consents).toEqual([expect.objectContaining({ kind: 'given', form: '99acres: enquiry form on the project listing' })]);
  expect(row.deliveries.map((delivery) => delivery.channel).sort()).toEqual(['lead-email', 'notice-email', 'webhook']);
  const notice = JSON.parse(row.deliveries.find((delivery) => delivery.channel === 'notice-email')!.payload!);
  expect(notice.to).toBe('buyer@example.com');
  expect(notice.text).toMatch(/You shared your contact details with 99acres/);
});

it('the same lead delivered twice, or eight times at once, is stored once', async () => {
  const lead = portalLead({ externalId: 'TWICE-1', phone: '9810055502' });
  const first = await storeSourcedLead(lead);
  const again = await storeSourcedLead({ ...lead });
  expect(again).toEqual({ leadId: first.leadId, created: false });
  const racing = portalLead({ externalId: 'RACE-1', phone: '9810055503' });
  const answers = await Promise.all(Array.from({ length: 8 }, () => storeSourcedLead({ ...racing })));
  expect(new Set(answers.map((answer) => answer.leadId)).size).toBe(1);
  expect(answers.filter((answer) => answer.created)).toHaveLength(1);
  const stored = await (
    await prisma()
  ).lead.findMany({ where: { externalId: { in: ['TWICE-1', 'RACE-1'] } }, include: { deliveries: true } });
  expect(stored).toHaveLength(2);
  expect(stored.flatMap((row) => row.deliveries)).toHaveLength(6);
});

it('the same id from another source is another lead', async () => {
  const a = await storeSourcedLead(portalLead({ externalId: 'SHARED-ID', phone: null }));
  const b = await storeSourcedLead(portalLead({ source: 'magicbricks', externalId: 'SHARED-ID', phone: null }));
  expect(b.created).toBe(true);
  expect(b.leadId).not.toBe(a.leadId);
});

it('a portal lead and then a website enquiry from the same phone are one lead with a repeat', async () => {
  const portal = await storeSourcedLead(portalLead({ externalId: 'REPEAT-1', phone: '+91-98100-55504' }));
  const site = await createEnquiry({ name: 'Same Buyer', phone: '098100 55504', source: 'api' });
  expect(site.ok).toBe(true);
  const siteRow = await (await prisma()).lead.findUniqueOrThrow({ where: { id: site.ok ? site.id : '' } });
  expect(siteRow.repeatOfId).toBe(portal.leadId);
});

it('a website enquiry and then a portal lead from the same phone are one lead with a repeat', async () => {
  const site = await createEnquiry({ name: 'Site First', phone: '9810055505', source: 'api' });
  const portal = await storeSourcedLead(portalLead({ externalId: 'REPEAT-2', phone: '+919810055505' }));
  const row = await (await prisma()).lead.findUniqueOrThrow({ where: { id: portal.leadId } });
  expect(row.repeatOfId).toBe(site.ok ? site.id : 'none');
  const events = await (await prisma()).leadEvent.findMany({ where: { leadId: row.repeatOfId!, kind: 'repeat' } });
  expect(events.map((event) => event.toValue)).toEqual([portal.leadId]);
});

it('an invalid phone is kept as given without a key, and the lead is stored', async () => {
  const { leadId } = await storeSourcedLead(portalLead({ externalId: 'BADPHONE', phone: '12345' }));
  const row = await (await prisma()).lead.findUniqueOrThrow({ where: { id: leadId } });
  expect(row).toMatchObject({ phone: '12345', phoneKey: null });
});

it('a test lead is kept apart: joins no buyer, mails no one', async () => {
  await storeSourcedLead(portalLead({ externalId: 'REAL-7', phone: '9810055507' }));
  const { leadId } = await storeSourcedLead(portalLead({ source: 'google', externalId: 'TEST-7', phone: '9810055507', isTest: true }));
  const row = await (await prisma()).lead.findUniqueOrThrow({ where: { id: leadId }, include: { deliveries: true } });
  expect(row.isTest).toBe(true);
  expect(row.repeatOfId).toBeNull();
  expect(row.deliveries.map((delivery) => delivery.channel)).not.toContain('notice-email');
});

it('a foreign number is keyed by E.164, an Indian one by its ten digits', async () => {
  const { leadId } = await storeSourcedLead(portalLead({ externalId: 'UK-1', phone: '+44 20 7946 0958' }));
  const row = await (await prisma()).lead.findUniqueOrThrow({ where: { id: leadId } });
  expect(row).toMatchObject({ phone: '+442079460958', phoneKey: '+442079460958' });
});

it('the lead-sources report counts a source lead under its channel and campaign, and leaves test leads out', async () => {
  const { leadsByChannel, leadsByCampaign } = await import('@/lib/office/reports/lead-sources');
  const { parseReportFilter } = await import('@/lib/office/reports/report-filter');
  const now = new Date();
  const filter = parseReportFilter(new URLSearchParams(), now);
  const total = (counts: Awaited<ReturnType<typeof leadsByChannel>>, key: string) =>
    Object.values(counts.counts).reduce((sum, period) => sum + (period[key] ?? 0), 0);
  const before = total(await leadsByChannel(filter), 'paid-social');
  await storeSourcedLead(
    {
      ...portalLead({ source: 'meta', externalId: 'REPORT-1', phone: '9810055601' }),
      attribution: { channel: 'Paid social', source: 'instagram', campaign: 'Report campaign' },
    },
    now,
  );
  await storeSourcedLead(
    {
      ...portalLead({ source: 'google', externalId: 'REPORT-T', phone: '9810055602', isTest: true }),
      attribution: { channel: 'Paid social', source: 'google', campaign: 'Report campaign' },
    },
    now,
  );
  expect(total(await leadsByChannel(filter), 'paid-social')).toBe(before + 1);
  const campaigns = await leadsByCampaign(filter);
  const key = campaigns.series.find((series) => series.label.includes('Report campaign'))?.key;
  expect(key && total(campaigns, key)).toBe(1);
});

it('a test lead is off the desk’s default view, and shown with ?tests=only', async () => {
  const { listLeads } = await import('@/lib/office/leads/queries');
  const { parseLeadFilter } = await import('@/lib/office/lists/filter');
  const admin = { id: 'nobody', name: 'Asha Admin', email: 'asha@example.in', role: 'admin' as const };
  await storeSourcedLead(portalLead({ source: 'google', externalId: 'DESK-T', name: 'Desk Test Lead', phone: '9810055701', isTest: true }));
  await storeSourcedLead(portalLead({ source: 'google', externalId: 'DESK-R', name: 'Desk Real Lead', phone: '9810055702' }));
  const names = async (query: string) =>
    (await listLeads(admin, { ...parseLeadFilter(new URLSearchParams(query)), view: 'all' }, new Date())).rows.map((row) => row.name);
  expect(await names('')).toContain('Desk Real Lead');
  expect(await names('')).not.toContain('Desk Test Lead');
  expect(await names('tests=only')).toContain('Desk Test Lead');
  expect(await names('tests=only')).not.toContain('Desk Real Lead');
});
