import { parseEnquiryFilter } from '@/lib/admin/filter';
import { db } from '@/lib/db';
import { createEnquiry } from '@/lib/forms/enquiry-store';
import { setupTestDatabase } from '@/test/database';
import type { StaffMember } from '@/lib/staff/sessions';
import { describeEvent } from './history';
import { addNote, assignLead, changeStage, setFollowUp } from './pipeline';
import { leadDetail, listLeads, responseSummary } from './queries';

setupTestDatabase(1000);

let admin: StaffMember;
let advisor: StaffMember;
let other: StaffMember;

async function member(name: string, role: 'admin' | 'advisor', active = true): Promise<StaffMember> {
  const prisma = await db();
  const user = await prisma.staffUser.create({
    data: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.in`, role, active, passwordHash: 'not used here' },
  });
  return { id: user.id, name, email: user.email, role };
}

async function lead(name: string, phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  const result = await createEnquiry({ name, phone, source: 'api', ...extra });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.id;
}

const filter = (query: string) => parseEnquiryFilter(new URLSearchParams(query));
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

beforeAll(async () => {
  admin = await member('Asha Admin', 'admin');
  advisor = await member('Vikram Advisor', 'advisor');
  other = await member('Neha Other', 'advisor');
});

describe('stages', () => {
  it('record who moved a lead from where to where, and stamp the first contact once', async () => {
    const id = await lead('Stage Buyer', '9810000101');
    const first = new Date('2026-11-24T05:00:00Z');
    await changeStage(admin, id, { stage: 'contacted' }, first);
    await changeStage(admin, id, { stage: 'site-visit' }, new Date('2026-11-24T06:00:00Z'));
    await changeStage(admin, id, { stage: 'new' }, new Date('2026-11-24T07:00:00Z'));
    await changeStage(admin, id, { stage: 'negotiation' }, new Date('2026-11-24T08:00:00Z'));
    const detail = await leadDetail(admin, id);
    expect(detail?.firstContactedAt).toEqual(first);
    expect(detail?.events.map((event) => [describeEvent(event), event.actor?.name])).toEqual([
      ['Stage: New → Negotiation', 'Asha Admin'],
      ['Stage: Site visit scheduled → New', 'Asha Admin'],
      ['Stage: Contacted → Site visit scheduled', 'Asha Admin'],
      ['Stage: New → Contacted', 'Asha Admin'],
    ]);
  });

  it('refuse Lost without a reason, and unknown stages, changing nothing', async () => {
    const id = await lead('Lost Buyer', '9810000102');
    await expect(changeStage(admin, id, { stage: 'lost', lostReason: '  ' })).rejects.toThrow('Say why the lead was lost');
    await expect(changeStage(admin, id, { stage: 'closed' })).rejects.toThrow('Choose a stage from the list.');
    expect((await leadDetail(admin, id))?.events).toEqual([]);
    await changeStage(admin, id, { stage: 'lost', lostReason: 'Bought elsewhere' });
    const detail = await leadDetail(admin, id);
    expect([detail?.stage, detail?.lostReason]).toEqual(['lost', 'Bought elsewhere']);
    expect(describeEvent(detail!.events[0]!)).toBe('Stage: New → Lost (Bought elsewhere)');
  });
});

describe('owners', () => {
  it('admins assign to active staff; advisors only take unassigned leads, and never see others’ leads', async () => {
    const id = await lead('Owner Buyer', '9810000103');
    await expect(assignLead(advisor, id, other.id)).rejects.toThrow('Only an admin can assign leads to others.');
    const inactive = await member('Ravi Gone', 'advisor', false);
    await expect(assignLead(admin, id, inactive.id)).rejects.toThrow('Choose an active member of staff.');
    await assignLead(admin, id, advisor.id);
    expect(await leadDetail(other, id)).toBeNull();
    await expect(changeStage(other, id, { stage: 'contacted' })).rejects.toThrow('No such lead.');
    expect(names((await listLeads(advisor, filter('view=mine'))).rows)).toContain('Owner Buyer');
    expect(names((await listLeads(other, filter('view=all'))).rows)).not.toContain('Owner Buyer');

    const free = await lead('Free Buyer', '9810000104');
    expect(names((await listLeads(other, filter('view=unassigned'))).rows)).toContain('Free Buyer');
    await assignLead(other, free, other.id);
    const detail = await leadDetail(admin, free);
    expect(detail?.owner?.name).toBe('Neha Other');
    expect(describeEvent(detail!.events[0]!)).toBe('Owner: unassigned → Neha Other');
  });
});

describe('notes and follow-ups', () => {
  it('keep notes with their author and refuse empty or overlong ones', async () => {
    const id = await lead('Note Buyer', '9810000105');
    await addNote(advisor, id, 'Called, wants a 3 BHK near the metro');
    await expect(addNote(advisor, id, '   ')).rejects.toThrow('Write the note first.');
    await expect(addNote(advisor, id, 'x'.repeat(2001))).rejects.toThrow('Keep the note under 2000 characters.');
    const detail = await leadDetail(admin, id);
    expect(detail?.notes.map((note) => [note.body, note.author.name])).toEqual([['Called, wants a 3 BHK near the metro', 'Vikram Advisor']]);
  });

  it('find what is due today and overdue in India time, for open leads only', async () => {
    const due = await lead('Due Buyer', '9810000106');
    const late = await lead('Late Buyer', '9810000107');
    const closed = await lead('Closed Buyer', '9810000108');
    await setFollowUp(admin, due, '2026-11-25');
    await setFollowUp(admin, late, '2026-11-24');
    await setFollowUp(admin, closed, '2026-11-20');
    await changeStage(admin, closed, { stage: 'won' });
    await expect(setFollowUp(admin, due, '2026-02-30')).rejects.toThrow('Choose a real date for the follow-up.');
    // 20:00 UTC on the 24th is already 01:30 on the 25th in India.
    const now = new Date('2026-11-24T20:00:00Z');
    expect(names((await listLeads(admin, filter('due=today'), now)).rows)).toEqual(['Due Buyer']);
    expect(names((await listLeads(admin, filter('due=overdue'), now)).rows)).toEqual(['Late Buyer']);
    expect(names((await listLeads(admin, filter('due=today'), new Date('2026-11-24T18:00:00Z'))).rows)).toEqual(['Late Buyer']);
  });
});

describe('repeat enquiries', () => {
  it('join the open lead of the same phone, however it was typed, instead of becoming new leads', async () => {
    const first = await lead('Repeat Buyer', '+91 98100-00200', { projectName: 'DLF Privana' });
    await lead('Repeat Buyer again', '098100 00200');
    await lead('Repeat Buyer third', '9810000200', { message: 'Still keen' });
    const detail = await leadDetail(admin, first);
    expect(detail?.repeats.map((repeat) => repeat.name)).toEqual(['Repeat Buyer again', 'Repeat Buyer third']);
    expect(detail?.events.filter((event) => event.kind === 'repeat')).toHaveLength(2);
    expect(names((await listLeads(admin, filter('view=all&spam=all'))).rows).filter((name) => name.startsWith('Repeat'))).toEqual(['Repeat Buyer']);
    expect((await listLeads(admin, filter(''))).rows.find((row) => row.id === first)?._count.repeats).toBe(2);
  });

  it('start a new lead when the old one is won or lost, older than 30 days, or the new one looks like spam', async () => {
    const won = await lead('Won Buyer', '9810000300');
    await changeStage(admin, won, { stage: 'won' });
    const after = await lead('Won Buyer returns', '9810000300');
    expect((await leadDetail(admin, after))?.repeatOfId).toBeNull();

    const prisma = await db();
    const old = await lead('Old Buyer', '9810000301');
    await prisma.enquiry.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) } });
    expect((await leadDetail(admin, await lead('Old Buyer returns', '9810000301')))?.repeatOfId).toBeNull();

    const open = await lead('Open Buyer', '9810000302');
    const bot = await lead('Bot', '9810000302', { website: 'http://spam.example' });
    expect((await prisma.enquiry.findUnique({ where: { id: bot } }))?.repeatOfId).toBeNull();
    expect((await leadDetail(admin, open))?.repeats).toEqual([]);
  });
});

describe('response time', () => {
  it('is the median from arrival to first contact over 30 days, with the New leads waiting over 15 minutes', async () => {
    const prisma = await db();
    await prisma.enquiry.deleteMany({});
    const now = new Date('2026-11-24T12:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await prisma.enquiry.createMany({
      data: [
        { name: 'A', source: 'api', stage: 'contacted', createdAt: minutesAgo(100), firstContactedAt: minutesAgo(95) },
        { name: 'B', source: 'api', stage: 'won', createdAt: minutesAgo(200), firstContactedAt: minutesAgo(180) },
        { name: 'C', source: 'api', stage: 'contacted', createdAt: minutesAgo(300), firstContactedAt: minutesAgo(290) },
        { name: 'Too old', source: 'api', stage: 'contacted', createdAt: minutesAgo(40 * 24 * 60), firstContactedAt: minutesAgo(40 * 24 * 60 - 600) },
        { name: 'Waiting', source: 'api', createdAt: minutesAgo(16) },
        { name: 'Just in', source: 'api', createdAt: minutesAgo(5) },
        { name: 'Waiting bot', source: 'api', spam: true, createdAt: minutesAgo(60) },
      ],
    });
    expect(await responseSummary(now)).toEqual({ medianResponseMinutes: 10, contactedCount: 3, waitingOver15: 1 });
    expect(names((await listLeads(admin, filter('waiting=1&spam=hide'), now)).rows)).toEqual(['Waiting']);
  });
});
