import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { parseLeadFilter } from '@/lib/office/lists/filter';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { describeEvent } from './history';
import { LeadChangeError, addNote, assignLead, changeStage, setFollowUp } from './pipeline';
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
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

const filter = (query: string) => parseLeadFilter(new URLSearchParams(query));
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
    expect((await leadDetail(admin, id))?.stage).toBe('new');
    await changeStage(admin, id, { stage: 'lost', lostReason: 'Bought elsewhere' });
    await changeStage(admin, id, { stage: 'lost', lostReason: ' Bought elsewhere ' });
    await changeStage(admin, id, { stage: 'lost', lostReason: 'Budget too low' });
    const detail = await leadDetail(admin, id);
    expect([detail?.stage, detail?.lostReason]).toEqual(['lost', 'Budget too low']);
    expect(detail?.events.map((event) => describeEvent(event))).toEqual([
      'Stage: Lost (Bought elsewhere) → Lost (Budget too low)',
      'Stage: New → Lost (Bought elsewhere)',
    ]);
  });
});

describe('owners', () => {
  it('admins assign to active staff; advisors only take unassigned leads, and never see others’ leads', async () => {
    const id = await lead('Owner Buyer', '9810000103');
    await expect(assignLead(advisor, id, other.id)).rejects.toThrow('Only an admin can assign leads to others.');
    const inactive = await member('Ravi Gone', 'advisor', false);
    await expect(assignLead(admin, id, inactive.id)).rejects.toThrow('Choose an active member of staff.');
    await expect(assignLead(admin, id, 'no-such-user')).rejects.toThrow('Choose an active member of staff.');
    expect((await leadDetail(admin, id))?.events).toEqual([]);
    await assignLead(admin, id, advisor.id);
    expect(await leadDetail(other, id)).toBeNull();
    await expect(changeStage(other, id, { stage: 'contacted' })).rejects.toThrow('Already taken by Vikram Advisor.');
    await expect(assignLead(other, id, other.id)).rejects.toThrow('Already taken by Vikram Advisor.');
    await expect(assignLead(other, 'no-such-lead', other.id)).rejects.toThrow('No such lead, or another advisor has taken it.');
    expect(names((await listLeads(advisor, filter('view=mine'))).rows)).toContain('Owner Buyer');
    expect(names((await listLeads(other, filter('view=all'))).rows)).not.toContain('Owner Buyer');

    const free = await lead('Free Buyer', '9810000104');
    expect(names((await listLeads(other, filter('view=unassigned'))).rows)).toContain('Free Buyer');
    await assignLead(other, free, other.id);
    const detail = await leadDetail(admin, free);
    expect(detail?.owner?.name).toBe('Neha Other');
    expect(describeEvent(detail!.events[0]!)).toBe('Owner: unassigned → Neha Other');
    await assignLead(admin, free, null);
    expect(describeEvent((await leadDetail(admin, free))!.events[0]!)).toBe('Owner: Neha Other → unassigned');
  });

  it('make an unassigned lead the advisor’s when they move its stage or follow-up, but not for a note', async () => {
    const id = await lead('Taken Buyer', '9810000109');
    await addNote(advisor, id, 'Rang once, no answer', new Date('2026-11-24T04:00:00Z'));
    expect((await leadDetail(admin, id))?.ownerId).toBeNull();
    await changeStage(advisor, id, { stage: 'contacted' }, new Date('2026-11-24T05:00:00Z'));
    const detail = await leadDetail(admin, id);
    expect(detail?.owner?.name).toBe('Vikram Advisor');
    expect(detail?.events.map((event) => [describeEvent(event), event.actor?.name])).toEqual([
      ['Stage: New → Contacted', 'Vikram Advisor'],
      ['Owner: unassigned → Vikram Advisor', 'Vikram Advisor'],
      ['Added a note', 'Vikram Advisor'],
    ]);

    const later = await lead('Follow-up Buyer', '9810000110');
    await setFollowUp(other, later, '2026-12-01');
    expect((await leadDetail(admin, later))?.owner?.name).toBe('Neha Other');
    await expect(setFollowUp(advisor, later, '2026-12-02')).rejects.toThrow('Already taken by Neha Other.');
  });
});

describe('two members changing a lead at once', () => {
  const ownerEvents = async (id: string) => (await leadDetail(admin, id))!.events.filter((event) => event.kind === 'owner');

  it('give a lead two advisors take together to one of them, and tell the other who has it', async () => {
    const id = await lead('Race Buyer', '9810000120');
    const takers = [advisor, other];
    const results = await Promise.allSettled(takers.map((taker) => assignLead(taker, id, taker.id)));
    const winners = takers.filter((_, n) => results[n]!.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toMatchObject({ code: 'taken', message: `Already taken by ${winners[0]!.name}.` });
    expect((await leadDetail(admin, id))?.owner?.name).toBe(winners[0]!.name);
    expect((await ownerEvents(id)).map((event) => describeEvent(event))).toEqual([`Owner: unassigned → ${winners[0]!.name}`]);
  });

  it('word a refusal, naming who took the lead where that is known', () => {
    expect(new LeadChangeError('taken', 'Vikram Advisor').message).toBe('Already taken by Vikram Advisor.');
    expect(new LeadChangeError('taken').message).toBe('Another member of staff has just taken this lead.');
    expect(new LeadChangeError('note-empty').message).toBe('Write the note first.');
  });

  it('give a lead two advisors move along together to one of them, with one owner event', async () => {
    const id = await lead('Race Mover', '9810000121');
    const results = await Promise.allSettled([changeStage(advisor, id, { stage: 'contacted' }), setFollowUp(other, id, '2026-12-03')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const detail = await leadDetail(admin, id);
    const winner = results[0]!.status === 'fulfilled' ? advisor : other;
    expect(detail?.owner?.name).toBe(winner.name);
    expect(await ownerEvents(id)).toHaveLength(1);
    expect((results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason.message).toBe(
      `Already taken by ${winner.name}.`,
    );
  });

  it('record each of two stage moves made at once from the stage it really replaced', async () => {
    const id = await lead('Race Stages', '9810000122');
    const results = await Promise.allSettled([
      changeStage(admin, id, { stage: 'contacted' }),
      changeStage(admin, id, { stage: 'site-visit' }),
    ]);
    const detail = await leadDetail(admin, id);
    const moves = detail!.events.filter((event) => event.kind === 'stage').map((event) => [event.fromValue, event.toValue] as const);
    expect(moves).toHaveLength(results.filter((result) => result.status === 'fulfilled').length);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'changed' });
    // The moves chain from New to the lead's stage: no two of them replaced the same stage.
    const next = new Map(moves);
    expect(next.size).toBe(moves.length);
    let stage: string | null = 'new';
    for (let step = 0; step < moves.length; step += 1) stage = next.get(stage) ?? 'broken chain';
    expect(stage).toBe(detail?.stage);
  });
});

describe('notes and follow-ups', () => {
  it('keep notes with their author and refuse empty or overlong ones', async () => {
    const id = await lead('Note Buyer', '9810000105');
    await addNote(advisor, id, 'Called, wants a 3 BHK near the metro', new Date('2026-11-24T05:00:00Z'));
    await expect(addNote(advisor, id, '   ')).rejects.toThrow('Write the note first.');
    await expect(addNote(advisor, id, 'x'.repeat(2001))).rejects.toThrow('Keep the note to 2000 characters or fewer.');
    await addNote(admin, id, 'y'.repeat(2000), new Date('2026-11-24T06:00:00Z'));
    const detail = await leadDetail(admin, id);
    expect(detail?.notes.map((note) => [note.body.length, note.author.name, note.createdAt.toISOString()])).toEqual([
      [2000, 'Asha Admin', '2026-11-24T06:00:00.000Z'],
      [36, 'Vikram Advisor', '2026-11-24T05:00:00.000Z'],
    ]);
    expect(detail?.notes[1]?.body).toBe('Called, wants a 3 BHK near the metro');
    expect(detail?.events.map((event) => describeEvent(event))).toEqual(['Added a note', 'Added a note']);
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
    expect((await leadDetail(admin, due))?.followUpOn).toBe('2026-11-25');
    // Midnight in India is 18:30 UTC the day before.
    const lastMinuteOf24th = new Date('2026-11-24T18:29:59.999Z');
    const midnightOf25th = new Date('2026-11-24T18:30:00.000Z');
    const dueOn = async (due: string, now: Date) => names((await listLeads(admin, filter(`due=${due}`), now)).rows);
    expect(await dueOn('today', lastMinuteOf24th)).toEqual(['Late Buyer']);
    expect(await dueOn('overdue', lastMinuteOf24th)).toEqual([]);
    expect(await dueOn('today', midnightOf25th)).toEqual(['Due Buyer']);
    expect(await dueOn('overdue', midnightOf25th)).toEqual(['Late Buyer']);
  });
});

describe('repeat enquiries', () => {
  it('join the open lead of the same phone, however it was typed, instead of becoming new leads', async () => {
    const first = await lead('Repeat Buyer', '+91 98100-00200', { projectName: 'DLF Privana' });
    await lead('Repeat Buyer again', '098100 00200');
    await lead('Repeat Buyer third', '9810000200', { message: 'Still keen' });
    const detail = await leadDetail(admin, first);
    expect(detail?.repeats.map((repeat) => [repeat.name, repeat.ordinal])).toEqual([
      ['Repeat Buyer again', '2nd'],
      ['Repeat Buyer third', '3rd'],
    ]);
    const ordinals = new Map(detail!.repeats.map((repeat) => [repeat.id, repeat.ordinal]));
    expect(detail!.events.map((event) => describeEvent(event, ordinals.get(event.toValue ?? '')))).toEqual([
      'The buyer asked again (repeat enquiry, 3rd)',
      'The buyer asked again (repeat enquiry, 2nd)',
    ]);
    expect(detail?.events.every((event) => event.actorId === null)).toBe(true);

    const third = detail!.repeats[1]!.id;
    expect((await leadDetail(admin, third))?.repeatOfId).toBe(first);
    await assignLead(admin, first, advisor.id);
    expect((await leadDetail(advisor, third))?.repeatOfId).toBe(first);
    expect(await leadDetail(other, third)).toBeNull();
    await expect(changeStage(admin, third, { stage: 'contacted' })).rejects.toThrow('No such lead');
    expect(names((await listLeads(admin, filter('view=all&spam=all'))).rows).filter((name) => name.startsWith('Repeat'))).toEqual([
      'Repeat Buyer',
    ]);
    expect((await listLeads(admin, filter(''))).rows.find((row) => row.id === first)?._count.repeats).toBe(2);

    const visit = { intent: 'site-visit', visitDate: '2026-12-05', visitSlot: 'evening' };
    await (
      await db()
    ).lead.create({ data: { name: 'Repeat Buyer books', phone: '9810000200', source: 'site-visit', repeatOfId: first, ...visit } });
    const row = (await listLeads(admin, filter(''))).rows.find((candidate) => candidate.id === first);
    expect([row?._count.repeats, row?.repeats.map((repeat) => repeat.visitDate)]).toEqual([3, ['2026-12-05']]);
  });

  it('start a new lead when the old one is won or lost, older than 30 days, or the new one looks like spam', async () => {
    const won = await lead('Won Buyer', '9810000300');
    await changeStage(admin, won, { stage: 'won' });
    const after = await lead('Won Buyer returns', '9810000300');
    expect((await leadDetail(admin, after))?.repeatOfId).toBeNull();
    const lost = await lead('Gone Buyer', '9810000303');
    await changeStage(admin, lost, { stage: 'lost', lostReason: 'Not reachable' });
    expect((await leadDetail(admin, await lead('Gone Buyer returns', '9810000303')))?.repeatOfId).toBeNull();

    const prisma = await db();
    const old = await lead('Old Buyer', '9810000301');
    await prisma.lead.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) } });
    expect((await leadDetail(admin, await lead('Old Buyer returns', '9810000301')))?.repeatOfId).toBeNull();

    const open = await lead('Open Buyer', '9810000302');
    const bot = await lead('Bot', '9810000302', { website: 'http://spam.example' });
    expect((await prisma.lead.findUnique({ where: { id: bot } }))?.repeatOfId).toBeNull();
    expect((await leadDetail(admin, open))?.repeats).toEqual([]);
  });
});

describe('response time', () => {
  it('is the median from arrival to first contact over 30 days, with the New leads waiting over 15 minutes', async () => {
    const prisma = await db();
    await prisma.lead.deleteMany({});
    const now = new Date('2026-11-24T12:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await prisma.lead.createMany({
      data: [
        { name: 'A', source: 'api', stage: 'contacted', createdAt: minutesAgo(100), firstContactedAt: minutesAgo(95) },
        { name: 'B', source: 'api', stage: 'won', createdAt: minutesAgo(200), firstContactedAt: minutesAgo(180) },
        { name: 'C', source: 'api', stage: 'contacted', createdAt: minutesAgo(300), firstContactedAt: minutesAgo(290) },
        {
          name: 'Too old',
          source: 'api',
          stage: 'contacted',
          createdAt: minutesAgo(40 * 24 * 60),
          firstContactedAt: minutesAgo(40 * 24 * 60 - 600),
        },
        { name: 'Waiting', source: 'api', createdAt: minutesAgo(16) },
        { name: 'Waiting for Neha', source: 'api', ownerId: other.id, createdAt: minutesAgo(20) },
        { name: 'Called back', source: 'api', stage: 'contacted', createdAt: minutesAgo(60), firstContactedAt: null },
        { name: 'Just in', source: 'api', createdAt: minutesAgo(5) },
        { name: 'Waiting bot', source: 'api', spam: true, createdAt: minutesAgo(60) },
      ],
    });
    expect(await responseSummary(admin, now)).toEqual({
      medianResponseMinutes: 10,
      contactedCount: 3,
      waitingOver15: 2,
      unreadWhatsApp: 0,
    });
    expect((await responseSummary(advisor, now)).waitingOver15).toBe(1);
    expect(names((await listLeads(admin, filter('view=all&waiting=1&spam=hide'), now)).rows)).toEqual(['Waiting', 'Waiting for Neha']);
    expect(names((await listLeads(advisor, filter('view=all&waiting=1&spam=hide'), now)).rows)).toEqual(['Waiting']);

    await prisma.lead.updateMany({ where: { firstContactedAt: { not: null } }, data: { firstContactedAt: null } });
    expect((await responseSummary(admin, now)).medianResponseMinutes).toBeNull();
  });
});
