import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { funnelReport, lostReasons } from './funnel';
import { leadsByCampaign, leadsByChannel } from './lead-sources';
import { parseReportFilter, type ReportFilter } from './report-filter';
import { siteVisits } from './site-visits';

setupTestDatabase(100);

const november: ReportFilter = { from: '2026-11-01', to: '2026-11-30', touch: 'first', period: 'week', by: 'channel' };
const now = new Date('2026-11-26T06:00:00Z');
const at = (iso: string, plusMinutes = 0) => new Date(new Date(iso).getTime() + plusMinutes * 60_000);

/**
 * Eight leads in November (India time) and five enquiries that are not leads of the range, with
 * the stage histories staff would have left.
 */
async function seed() {
  const prisma = await db();
  const vikram = await prisma.staffUser.create({ data: { name: 'Vikram', email: 'v@example.in', passwordHash: 'x' } });
  const neha = await prisma.staffUser.create({ data: { name: 'Neha', email: 'n@example.in', passwordHash: 'x' } });
  const lead = async (
    name: string,
    createdAt: string,
    fields: Record<string, unknown>,
    { contactedAfter, stages = [] }: { contactedAfter?: number; stages?: string[] } = {},
  ) => {
    const channel = fields.firstChannel ?? null;
    const row = await prisma.lead.create({
      data: {
        name,
        source: 'footer',
        createdAt: new Date(createdAt),
        lastChannel: channel as string | null,
        lastCampaign: (fields.firstCampaign ?? null) as string | null,
        firstContactedAt: contactedAfter === undefined ? null : at(createdAt, contactedAfter),
        ...fields,
      },
    });
    let from = 'new';
    for (const [index, to] of stages.entries()) {
      await prisma.leadEvent.create({
        data: { leadId: row.id, kind: 'stage', fromValue: from, toValue: to, createdAt: at(createdAt, 60 + index) },
      });
      from = to;
    }
    await prisma.leadEvent.create({ data: { leadId: row.id, kind: 'note', createdAt: at(createdAt, 120) } });
    return row;
  };
  const paid = { firstChannel: 'paid-search', firstCampaign: 'gurgaon-3bhk' };
  const aristocrat = { projectId: 'godrej-aristocrat', projectDeveloper: 'godrej', projectName: 'Godrej Aristocrat' };
  const l1 = await lead(
    'L1 won',
    '2026-11-03T05:00:00Z',
    {
      ...paid,
      lastChannel: 'organic-search',
      lastCampaign: null,
      stage: 'won',
      ownerId: vikram.id,
      intent: 'site-visit',
      visitDate: '2026-11-10',
      ...aristocrat,
    },
    { contactedAfter: 10, stages: ['contacted', 'site-visit', 'negotiation', 'won'] },
  );
  const l2 = await lead(
    'L2 lost after a visit',
    '2026-11-04T05:00:00Z',
    { ...paid, stage: 'lost', lostReason: 'Budget', ownerId: vikram.id, ...aristocrat },
    { contactedAfter: 20, stages: ['contacted', 'site-visit', 'lost: Budget'] },
  );
  await lead(
    'L3 contacted',
    '2026-11-10T05:00:00Z',
    { firstChannel: 'paid-search', stage: 'contacted', ownerId: neha.id, intent: 'site-visit', visitDate: '2026-11-24' },
    { contactedAfter: 5, stages: ['contacted'] },
  );
  await lead('L4 new', '2026-11-17T05:00:00Z', {
    firstChannel: 'organic-search',
    city: 'Gurgaon',
    intent: 'site-visit',
    visitDate: '2026-11-28',
  });
  // Moved to Site visit before the history was kept: its stage alone says how far it got.
  await lead('L5 no attribution', '2026-11-18T05:00:00Z', { stage: 'site-visit', ownerId: neha.id });
  await lead(
    'L6 lost at once',
    '2026-11-24T05:00:00Z',
    { firstChannel: 'organic-search', stage: 'lost', lostReason: 'Not reachable' },
    { contactedAfter: 30, stages: ['lost: Not reachable'] },
  );
  await lead(
    'L7 back to contacted',
    '2026-11-25T05:00:00Z',
    { firstChannel: 'whatsapp', stage: 'contacted', ownerId: vikram.id },
    { contactedAfter: 1, stages: ['contacted', 'negotiation', 'contacted'] },
  );
  // 00:30 on 1 November in India.
  await lead('L12 first minutes of the range', '2026-10-31T19:00:00Z', { firstChannel: 'direct' });
  // Not leads of the range: repeats (one a site-visit booking), spam, October, 1 December in India.
  await lead('Repeat of L1', '2026-11-12T05:00:00Z', { firstChannel: 'paid-social', repeatOfId: l1.id });
  await lead('Booking, repeat of L2', '2026-11-12T06:00:00Z', {
    firstChannel: 'paid-social',
    repeatOfId: l2.id,
    intent: 'site-visit',
    visitDate: '2026-11-20',
  });
  await lead('Spam', '2026-11-12T07:00:00Z', { ...paid, spam: true, intent: 'site-visit', visitDate: '2026-11-13', stage: 'won' });
  await lead('October', '2026-10-15T05:00:00Z', { ...paid, stage: 'won' });
  await lead('December in India', '2026-11-30T20:00:00Z', { ...paid, stage: 'won' });
}

beforeAll(seed);

const cells = (counts: {
  leads: number;
  contacted: number;
  siteVisit: number;
  negotiation: number;
  won: number;
  lost: number;
  prompt: number;
  medianMinutes: number | null;
}) => [
  counts.leads,
  counts.contacted,
  counts.siteVisit,
  counts.negotiation,
  counts.won,
  counts.lost,
  counts.prompt,
  counts.medianMinutes === null ? null : Math.round(counts.medianMinutes * 1000) / 1000,
];

it('counts every cell of the funnel by first-touch channel as a straight count of the leads does', async () => {
  const funnel = await funnelReport(november);
  expect(funnel.heading).toEqual(['Channel']);
  // Leads, contacted, site visit, negotiation, won, lost, contacted within 15 minutes, median minutes.
  expect(funnel.rows.map((row) => [...row.names, ...cells(row)])).toEqual([
    ['Paid search', 3, 3, 2, 1, 1, 1, 2, 10],
    ['Organic search', 2, 1, 0, 0, 0, 1, 0, 30],
    ['Direct', 1, 0, 0, 0, 0, 0, 0, null],
    ['Unknown', 1, 1, 1, 0, 0, 0, 0, null],
    ['WhatsApp', 1, 1, 1, 1, 0, 0, 1, 1],
  ]);
  expect(cells(funnel.total)).toEqual([8, 6, 4, 2, 1, 2, 3, 10]);

  // And the leads per channel are what Prisma counts straight from the table.
  const prisma = await db();
  const straight = await prisma.lead.groupBy({
    by: ['firstChannel'],
    where: { repeatOfId: null, spam: false, createdAt: { gte: new Date('2026-10-31T18:30:00Z'), lt: new Date('2026-11-30T18:30:00Z') } },
    _count: { _all: true },
  });
  const byChannel = Object.fromEntries(straight.map((row) => [row.firstChannel ?? 'unknown', row._count._all]));
  expect(Object.fromEntries(funnel.rows.map((row) => [JSON.parse(row.key)[0] ?? 'unknown', row.leads]))).toEqual(byChannel);
});

it('credits the last touch when asked, and takes the middle two for an even median', async () => {
  const funnel = await funnelReport({ ...november, touch: 'last' });
  const organic = funnel.rows.find((row) => row.names[0] === 'Organic search');
  expect(organic && cells(organic)).toEqual([3, 2, 1, 1, 1, 1, 1, 20]);
});

it('breaks the funnel down by campaign, by project and by advisor', async () => {
  const byCampaign = await funnelReport({ ...november, by: 'campaign' });
  expect(byCampaign.heading).toEqual(['Campaign', 'Channel']);
  expect(byCampaign.rows[1]).toMatchObject({ names: ['gurgaon-3bhk', 'Paid search'], leads: 2, siteVisit: 2, won: 1 });
  const byProject = await funnelReport({ ...november, by: 'project' });
  expect(byProject.rows.map((row) => [row.names[0], row.leads])).toEqual([
    ['(no project)', 6],
    ['Godrej Aristocrat', 2],
  ]);
  const byAdvisor = await funnelReport({ ...november, by: 'advisor' });
  expect(byAdvisor.rows.map((row) => [row.names[0], row.leads, row.prompt, row.medianMinutes, row.siteVisit, row.won])).toEqual([
    ['Unassigned', 3, 0, 30, 0, 0],
    ['Vikram', 3, 2, 10, 3, 1],
    ['Neha', 2, 1, 5, 1, 0],
  ]);
});

it('narrows every report to a project, a developer or a city (its pages and its projects)', async () => {
  const total = async (place: Partial<ReportFilter>) => (await funnelReport({ ...november, ...place })).total.leads;
  expect(await total({ project: 'godrej-aristocrat' })).toBe(2);
  expect(await total({ developer: 'godrej' })).toBe(2);
  expect(await total({ city: 'gurgaon' })).toBe(3);
  expect(await total({ city: 'noida' })).toBe(0);
  expect(await total({ city: 'atlantis' })).toBe(0);
});

it('lists why leads were lost', async () => {
  expect(await lostReasons(november)).toEqual([
    { reason: 'Budget', leads: 1 },
    { reason: 'Not reachable', leads: 1 },
  ]);
});

it('counts leads per week (from Monday, India time) by channel and by campaign', async () => {
  const [channels, campaigns] = await Promise.all([leadsByChannel(november), leadsByCampaign(november)]);
  expect(channels.periods).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
  expect(channels.series.map((series) => [series.label, series.total])).toEqual([
    ['Paid search', 3],
    ['Organic search', 2],
    ['WhatsApp', 1],
    ['Direct', 1],
    ['Unknown', 1],
  ]);
  expect(channels.counts).toEqual({
    '2026-10-26': { direct: 1 },
    '2026-11-02': { 'paid-search': 2 },
    '2026-11-09': { 'paid-search': 1 },
    '2026-11-16': { 'organic-search': 1, '': 1 },
    '2026-11-23': { 'organic-search': 1, whatsapp: 1 },
    '2026-11-30': {},
  });
  expect(campaigns.series.map((series) => [series.label, series.total])).toEqual([
    ['(no campaign) · Organic search', 2],
    ['gurgaon-3bhk · Paid search', 2],
    ['(no campaign) · Direct', 1],
    ['(no campaign) · Paid search', 1],
    ['(no campaign) · Unknown', 1],
    ['(no campaign) · WhatsApp', 1],
  ]);
  const monthly = await leadsByChannel({ ...november, period: 'month', touch: 'last' });
  expect(monthly.periods).toEqual(['2026-11-01']);
  expect(monthly.counts['2026-11-01']).toEqual({ 'organic-search': 3, 'paid-search': 2, whatsapp: 1, direct: 1, '': 1 });
});

it('counts site visits booked (repeats included, spam not) and held (day passed, lead reached Site visit)', async () => {
  expect(await siteVisits(november, now)).toEqual([
    { period: '2026-10-26', booked: 0, held: 0 },
    { period: '2026-11-02', booked: 1, held: 0 },
    { period: '2026-11-09', booked: 2, held: 1 },
    { period: '2026-11-16', booked: 1, held: 1 },
    { period: '2026-11-23', booked: 0, held: 0 },
    { period: '2026-11-30', booked: 0, held: 0 },
  ]);
});

it('reads the filter from the address, falling back to defaults for anything it does not know', () => {
  const params = new URLSearchParams('from=2026-11-30&to=2026-11-01&touch=last&period=fortnight&by=advisor&city=gurgaon');
  expect(parseReportFilter(params, now)).toEqual({
    from: '2026-11-01',
    to: '2026-11-30',
    touch: 'last',
    period: 'week',
    by: 'advisor',
    city: 'gurgaon',
  });
  expect(parseReportFilter(new URLSearchParams('from=2026-02-30&touch=both'), now)).toEqual({
    from: '2026-10-01',
    to: '2026-11-26',
    touch: 'first',
    period: 'week',
    by: 'channel',
  });
});
