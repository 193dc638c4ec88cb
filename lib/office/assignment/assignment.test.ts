import { createApiKey } from '@/lib/intake/sources/api-keys';
import { db } from '@/lib/platform/db';
import { formValues } from '@/lib/platform/http/form-values';
import { advisor, inChunks, lead, nextPhone, ownerOf, rules, tally } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { assignableLeadFields, assignNewLead } from './assign';
import { conditionChoices } from './condition-choices';
import { parseRuleForm } from './rule-input';
import { listRules, saveRule } from './rules';

setupTestDatabase(100_000);
// Advisors without a device are told by e-mail: the mail channel must be set up for the notices to be queued
// (nothing is sent here; no worker runs).
Object.assign(process.env, {
  SMTP_URL: 'smtp://127.0.0.1:9',
  LEAD_EMAIL_FROM: 'leads@nestora.example',
  LEAD_EMAIL_TO: 'desk@nestora.example',
});

describe('a rule’s conditions', () => {
  it('send a lead to the first rule it matches, case-insensitively, and the rest to the fallback', async () => {
    const noida = await advisor('Noida Advisor');
    const portal = await advisor('Portal Advisor');
    const rest = await advisor('Fallback Advisor');
    await rules(
      { name: 'Fallback', pool: [{ staffId: rest.id, weight: 1 }], fallback: true },
      { name: 'Noida buyers', pool: [{ staffId: noida.id, weight: 1 }], conditions: { cities: ['noida'], intents: ['buy'] } },
      { name: 'Paid search', pool: [{ staffId: portal.id, weight: 1 }], conditions: { channels: ['paid-search'], forms: ['api'] } },
    );
    expect(await ownerOf(await lead({ city: 'Noida', intent: 'buy' }))).toBe(noida.id);
    expect(await ownerOf(await lead({ city: 'Noida', intent: 'rent' }))).toBe(rest.id);
    expect(await ownerOf(await lead({ city: 'Gurgaon' }))).toBe(rest.id);
    // A portal's or an ad's lead (its channel as attribution stored it), through the function every intake calls.
    const prisma = await db();
    const stored = await prisma.$transaction(async (tx) => {
      const row = await tx.lead.create({
        data: { name: 'Portal', source: 'api', lastChannel: 'paid-search' },
        select: assignableLeadFields,
      });
      await assignNewLead(tx, row, new Date());
      return row.id;
    });
    expect(await ownerOf(stored)).toBe(portal.id);
  });

  it('record the assignment in the lead’s history with the rule, and leave spam and unmatched leads alone', async () => {
    const only = await advisor('Rule Advisor');
    await rules({ name: 'Delhi only', pool: [{ staffId: only.id, weight: 1 }], conditions: { cities: ['Delhi'] } });
    const id = await lead({ city: 'Delhi' });
    const events = await (await db()).leadEvent.findMany({ where: { leadId: id } });
    expect(events.map((event) => [event.kind, event.toValue, event.detail])).toEqual([['assigned', 'Rule Advisor', 'Delhi only']]);
    expect(await ownerOf(await lead({ city: 'Noida' }))).toBeNull();
    expect(await ownerOf(await lead({ city: 'Delhi', website: 'http://spam.example' }))).toBeNull();
    // The owner hears of it by the outbox, in the same transaction.
    expect(await (await db()).delivery.count({ where: { leadId: id, channel: 'notice-email' } })).toBe(1);
  });
});

describe('pools', () => {
  it('skips an advisor who is away or deactivated, and takes them back when they return', async () => {
    const [a, b, c] = [
      await advisor('Here One'),
      await advisor('On Leave', { awayReason: 'leave' }),
      await advisor('Gone', { active: false }),
    ];
    await rules({
      name: 'Some away',
      pool: [
        { staffId: a.id, weight: 1 },
        { staffId: b.id, weight: 1 },
        { staffId: c.id, weight: 1 },
      ],
    });
    const ids = await inChunks(4, 1, () => lead());
    expect(await tally(ids)).toEqual({ [a.id]: 4 });
    await (await db()).staffUser.update({ where: { id: b.id }, data: { awayReason: null } });
    expect(await tally(await inChunks(4, 1, () => lead()))).toEqual({ [a.id]: 2, [b.id]: 2 });
  });

  it('gives the lead to the advisor with the fewest open leads under that method', async () => {
    const [a, b] = [await advisor('Busy'), await advisor('Free')];
    await rules({
      name: 'Least loaded',
      method: 'fewest-open',
      pool: [
        { staffId: a.id, weight: 1 },
        { staffId: b.id, weight: 1 },
      ],
    });
    await (await db()).lead.create({ data: { name: 'Old', source: 'api', ownerId: a.id } });
    expect(await tally(await inChunks(3, 1, () => lead()))).toEqual({ [b.id]: 2, [a.id]: 1 });
  });

  it('weighs the open leads under fewest open: weights 3:1 take 6 and 2 of 8 leads, and the lighter load wins a tie of counts', async () => {
    const [light, heavy] = [await advisor('Weight One Open'), await advisor('Weight Three Open')];
    await rules({
      name: 'Least loaded by weight',
      method: 'fewest-open',
      pool: [
        { staffId: light.id, weight: 1 },
        { staffId: heavy.id, weight: 3 },
      ],
    });
    // One open lead each: 1/1 against 1/3, so the advisor weighted 3 is the less loaded though they come second.
    await (
      await db()
    ).lead.createMany({
      data: [
        { name: 'Old', source: 'api', ownerId: light.id },
        { name: 'Old', source: 'api', ownerId: heavy.id },
      ],
    });
    expect(await ownerOf(await lead())).toBe(heavy.id);
    expect(await tally(await inChunks(7, 1, () => lead()))).toEqual({ [heavy.id]: 5, [light.id]: 2 });
  });

  it('falls through to the fallback when a matching rule has nobody available', async () => {
    const [away, rest] = [await advisor('Away Only', { awayReason: 'off-shift' }), await advisor('Catcher')];
    await rules(
      { name: 'Away pool', pool: [{ staffId: away.id, weight: 1 }] },
      { name: 'Fallback', pool: [{ staffId: rest.id, weight: 1 }], fallback: true },
    );
    expect(await ownerOf(await lead())).toBe(rest.id);
  });
});

describe('a repeat enquiry', () => {
  it('goes to the lead’s current owner without taking a turn of the pool', async () => {
    const [a, b] = [await advisor('First Turn'), await advisor('Second Turn')];
    await rules({
      name: 'Pair',
      pool: [
        { staffId: a.id, weight: 1 },
        { staffId: b.id, weight: 1 },
      ],
    });
    const phone = nextPhone();
    const first = await lead({ phone });
    expect(await ownerOf(first)).toBe(a.id);
    const again = await lead({ phone, message: 'Asking again' });
    const prisma = await db();
    expect(await prisma.lead.findUnique({ where: { id: again }, select: { repeatOfId: true, ownerId: true } })).toEqual({
      repeatOfId: first,
      ownerId: a.id,
    });
    expect(await ownerOf(await lead())).toBe(b.id);
    // The owner is told the buyer asked again.
    expect(await prisma.delivery.count({ where: { leadId: first, channel: 'notice-email' } })).toBe(2);
  });
});

describe('rules picked from what the site knows', () => {
  const values = (groups: { choices: { value: string }[] }[]) => groups.flatMap((group) => group.choices.map((choice) => choice.value));

  it('offer the registry’s sources and the channels, the cities, the projects by developer and the developers', async () => {
    await createApiKey('zapier', null);
    const choices = await conditionChoices();
    expect(values(choices.channels)).toEqual(
      expect.arrayContaining([
        'paid-search',
        'property-portal',
        'meta',
        'google',
        'csv',
        '99acres',
        'magicbricks',
        'housing',
        'api:zapier',
      ]),
    );
    expect(values(choices.cities)).toEqual(['Gurgaon', 'Delhi', 'Noida']);
    expect(choices.projects.find((group) => group.label === 'Godrej Properties')?.choices).toContainEqual({
      value: 'godrej-aristocrat',
      label: 'Godrej Aristocrat',
    });
    expect(values(choices.developers)).toContain('Godrej Properties');
  });

  it('send a lead of a source picked from the registry to that rule, its channel and utm source aside', async () => {
    const metaDesk = await advisor('Meta Desk');
    const rest = await advisor('Meta Fallback');
    await rules({ name: 'Fallback', pool: [{ staffId: rest.id, weight: 1 }], fallback: true });
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Meta ads', method: 'weighted', targetMinutes: '15', workDays: '1' }))
      form.append(key, value);
    form.append('workStart', '09:00');
    form.append('workEnd', '19:00');
    form.append('active', 'on');
    form.append('channels', 'meta');
    form.append(`weight:${metaDesk.id}`, '1');
    await saveRule(parseRuleForm(formValues(form), await conditionChoices()));
    const prisma = await db();
    // A Meta lead ad's lead as lib/intake/sources stores it: source meta, its touch facebook / paid-social.
    const id = await prisma.$transaction(async (tx) => {
      const row = await tx.lead.create({
        data: {
          name: 'From Meta',
          source: 'meta',
          firstSource: 'facebook',
          lastSource: 'facebook',
          firstChannel: 'paid-social',
          lastChannel: 'paid-social',
        },
        select: assignableLeadFields,
      });
      await assignNewLead(tx, row, new Date());
      return row.id;
    });
    expect(await ownerOf(id)).toBe(metaDesk.id);
    expect(await ownerOf(await lead())).toBe(rest.id);
  });

  it('show how many leads each rule took in the last 30 days, and warn of a rule shadowed by an earlier one', async () => {
    const a = await advisor('Counted');
    const [wide, narrow] = await rules(
      { name: 'All of Noida', pool: [{ staffId: a.id, weight: 1 }], conditions: { cities: ['Noida'] } },
      { name: 'Noida buyers', pool: [{ staffId: a.id, weight: 1 }], conditions: { cities: ['noida'], intents: ['buy'] } },
      { name: 'Typo', pool: [{ staffId: a.id, weight: 1 }], conditions: { cities: ['Gurgoan'] } },
    );
    const ids = await inChunks(3, 1, () => lead({ city: 'Noida', intent: 'buy' }));
    await (await db()).lead.update({ where: { id: ids[0] }, data: { createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) } });
    const listed = await listRules(await conditionChoices());
    expect(listed.map((rule) => [rule.name, rule.takenLast30Days, rule.warnings])).toEqual([
      ['All of Noida', 2, []],
      [
        'Noida buyers',
        0,
        [
          'Shadowed by “All of Noida”, tried before it: every lead this rule matches goes there first, unless nobody in that pool is available.',
        ],
      ],
      ['Typo', 0, ['It can never match: “Gurgoan” is not a city the site knows.']],
    ]);
    expect([wide!.id, narrow!.id]).toEqual(listed.slice(0, 2).map((rule) => rule.id));
  });
});
