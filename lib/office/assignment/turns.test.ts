import type { PrismaClient } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db';
import { advisor, inChunks, lead, rules, secondInstance, tally } from '@/tests/support/assignment';
import { setupTestDatabase } from '@/tests/support/database';
import { assignableLeadFields, assignNewLead } from './assign';
import { nextTurn, type Turn } from './round-robin';

// What the owner is told is item 4's (push, or e-mail): a stub here, so these thousand-lead runs measure the
// assignment alone. lib/office/assignment/assignment.test.ts runs the real notice.
jest.mock('@/lib/office/notify/advisor-notice', () => ({ queueAdvisorNotice: jest.fn(async () => undefined) }));

setupTestDatabase(100_000);

/** Stores a lead and assigns it in one transaction, as every intake does, through the given instance's client. */
const store = (client: PrismaClient, index: number) =>
  client.$transaction(
    async (tx) => {
      const row = await tx.lead.create({ data: { name: `Lead ${index}`, source: 'api' }, select: assignableLeadFields });
      await assignNewLead(tx, row, new Date());
      return row.id;
    },
    { maxWait: 20_000, timeout: 20_000 },
  );

describe('the round robin', () => {
  it('turns 2:1:1 as A B C A, every cycle the same, its scores back at zero', () => {
    let pool: Turn[] = [
      { staffId: 'A', weight: 2, current: 0 },
      { staffId: 'B', weight: 1, current: 0 },
      { staffId: 'C', weight: 1, current: 0 },
    ];
    const order: string[] = [];
    for (let turn = 0; turn < 8; turn++) {
      const next = nextTurn(pool)!;
      order.push(next.staffId);
      pool = pool.map((member) => ({ ...member, current: next.scores.get(member.staffId)! }));
    }
    expect(order.join('')).toBe('ABCAABCA');
    expect(pool.map((member) => member.current)).toEqual([0, 0, 0]);
    expect(nextTurn([])).toBeNull();
  });
});

describe('weighted round robin', () => {
  it('gives 1,000 leads over advisors weighted 2:1:1 exactly 500/250/250', async () => {
    const [a, b, c] = [await advisor('Weight Two'), await advisor('Weight One'), await advisor('Weight Also One')];
    await rules({
      name: 'Everyone',
      pool: [
        { staffId: a.id, weight: 2 },
        { staffId: b.id, weight: 1 },
        { staffId: c.id, weight: 1 },
      ],
    });
    const prisma = await db();
    const ids = await inChunks(1000, 25, (index) => store(prisma, index));
    expect(await tally(ids)).toEqual({ [a.id]: 500, [b.id]: 250, [c.id]: 250 });
  }, 120_000);

  it('never gives a turn twice nor skips one when two instances store leads at once', async () => {
    const [a, b, c] = [await advisor('Race Two'), await advisor('Race One'), await advisor('Race Also One')];
    const [rule] = await rules({
      name: 'Race',
      pool: [
        { staffId: a.id, weight: 2 },
        { staffId: b.id, weight: 1 },
        { staffId: c.id, weight: 1 },
      ],
    });
    const other = await secondInstance();
    const first = await db();
    try {
      // Each round: both instances store at once, and in-process createEnquiry calls race them too.
      const ids = (
        await inChunks(40, 1, async (round) =>
          Promise.all([
            ...Array.from({ length: 4 }, (_, index) => store(first, round * 10 + index)),
            ...Array.from({ length: 4 }, (_, index) => store(other, round * 10 + 4 + index)),
            ...Array.from({ length: 2 }, () => lead()),
          ]),
        )
      ).flat();
      expect(ids).toHaveLength(400);
      expect(await tally(ids)).toEqual({ [a.id]: 200, [b.id]: 100, [c.id]: 100 });
      const assigned = await first.leadEvent.groupBy({
        by: ['leadId'],
        where: { leadId: { in: ids }, kind: 'assigned' },
        _count: { _all: true },
      });
      expect(assigned).toHaveLength(400);
      expect(assigned.every((row) => row._count._all === 1)).toBe(true);
      // The pointer's state: after whole cycles every score is back at zero, which a lost or doubled turn breaks.
      const scores = await first.assignmentPoolMember.findMany({ where: { ruleId: rule!.id }, select: { current: true } });
      expect(scores.map((score) => score.current)).toEqual([0, 0, 0]);
    } finally {
      if (other !== first) await other.$disconnect();
    }
  }, 120_000);
});
