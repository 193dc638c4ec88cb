import { viewLead } from '@/lib/office/leads/view-lead';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { AccessLogRefused, accessLogForLead, accessLogForStaff } from './queries';
import * as store from './store';

setupTestDatabase(100);

let admin: StaffMember;
let advisor: StaffMember;
let leadId: string;
let othersLeadId: string;

async function member(name: string, role: 'admin' | 'advisor'): Promise<StaffMember> {
  const prisma = await db();
  const user = await prisma.staffUser.create({
    data: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.in`, role, passwordHash: 'unused' },
  });
  return { id: user.id, name, email: user.email, role };
}

const entries = async () =>
  (await db()).accessLogEntry.findMany({
    orderBy: { createdAt: 'asc' },
    select: { actorId: true, action: true, subjectId: true, detail: true, address: true },
  });

beforeAll(async () => {
  admin = await member('Asha Admin', 'admin');
  advisor = await member('Vikram Advisor', 'advisor');
  const prisma = await db();
  leadId = (await prisma.lead.create({ data: { name: 'Priya Buyer', phone: '9810000301', source: 'api', ownerId: advisor.id } })).id;
  othersLeadId = (await prisma.lead.create({ data: { name: 'Someone Else', phone: '9810000302', source: 'api', ownerId: admin.id } })).id;
});

beforeEach(async () => {
  await (await db()).accessLogEntry.deleteMany();
});

it('logs an advisor viewing a lead once, with who, what, which lead and the address', async () => {
  const at = new Date('2026-11-26T05:00:00Z');
  const lead = await viewLead(advisor, leadId, '198.51.100.23', at);
  expect(lead?.name).toBe('Priya Buyer');
  expect(await entries()).toEqual([
    { actorId: advisor.id, action: 'view-lead', subjectId: leadId, detail: null, address: '198.51.100.23' },
  ]);
  expect((await (await db()).accessLogEntry.findFirstOrThrow()).createdAt).toEqual(at);
});

it('logs nothing when the advisor may not see the lead, or it does not exist', async () => {
  expect(await viewLead(advisor, othersLeadId, '198.51.100.23')).toBeNull();
  expect(await viewLead(advisor, 'no-such-lead', '198.51.100.23')).toBeNull();
  expect(await entries()).toEqual([]);
});

it('lets admins read the log per lead and per member of staff, and refuses advisors', async () => {
  await viewLead(advisor, leadId, '198.51.100.23');
  await viewLead(admin, leadId, '203.0.113.5');
  expect((await accessLogForLead(admin, leadId)).map((row) => [row.actor.name, row.address])).toEqual([
    ['Asha Admin', '203.0.113.5'],
    ['Vikram Advisor', '198.51.100.23'],
  ]);
  expect((await accessLogForStaff(admin, advisor.id)).map((row) => [row.action, row.subjectId])).toEqual([['view-lead', leadId]]);
  await expect(accessLogForLead(advisor, leadId)).rejects.toThrow(AccessLogRefused);
  await expect(accessLogForStaff(advisor, advisor.id)).rejects.toThrow('Only an admin can read the access log.');
});

it('refuses an entry it cannot attribute, writing nothing', async () => {
  await expect(store.recordAccess({ actorId: admin.id, action: 'peek' as 'view-lead', address: '203.0.113.5' })).rejects.toThrow();
  await expect(store.recordAccess({ actorId: '', action: 'view-lead', address: '203.0.113.5' })).rejects.toThrow();
  await expect(store.recordAccess({ actorId: admin.id, action: 'view-lead', address: '' })).rejects.toThrow();
  expect(await entries()).toEqual([]);
});

it('offers no way to change or remove an entry but the yearly purge', () => {
  expect(Object.keys(store).sort()).toEqual(['purgeAccessLogBefore', 'recordAccess']);
});
