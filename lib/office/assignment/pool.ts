import type { Prisma } from '@/lib/generated/prisma/client';
import { openStages } from '@/lib/office/leads/stages';
import { databaseEngine } from '@/lib/platform/db';
import 'server-only';
import { nextTurn } from './round-robin';

type Tx = Prisma.TransactionClient;

/**
 * Takes the rule's row lock for the rest of the transaction, so one transaction at a time reads and moves
 * its pointer: on PostgreSQL a row lock (a second instance waits here, then reads the scores the first
 * wrote); on SQLite the transaction's write lock, which the no-op write takes if the caller has not yet.
 */
export async function lockRule(tx: Tx, ruleId: string): Promise<void> {
  if (databaseEngine() === 'postgres') {
    await tx.$queryRaw`SELECT "id" FROM "AssignmentRule" WHERE "id" = ${ruleId} FOR UPDATE`;
  } else {
    await tx.$executeRaw`UPDATE "AssignmentRule" SET "id" = "id" WHERE "id" = ${ruleId}`;
  }
}

export type PoolMember = { staffId: string; name: string; weight: number; current: number; position: number };

/** The advisors of a rule's pool who may get a lead now: active and not away, in the pool's order. */
export async function availableMembers(tx: Tx, ruleId: string): Promise<PoolMember[]> {
  const rows = await tx.assignmentPoolMember.findMany({
    where: { ruleId, weight: { gt: 0 }, staff: { active: true, awayReason: null } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { staffId: true, weight: true, current: true, position: true, staff: { select: { name: true } } },
  });
  return rows.map(({ staff, ...member }) => ({ ...member, name: staff.name }));
}

/** The weighted round robin's next advisor, its scores written back (the caller holds the rule's lock). */
async function weightedTurn(tx: Tx, ruleId: string, members: PoolMember[]): Promise<PoolMember | null> {
  const turn = nextTurn(members);
  if (!turn) return null;
  for (const member of members) {
    const score = turn.scores.get(member.staffId)!;
    if (score !== member.current) {
      await tx.assignmentPoolMember.update({ where: { ruleId_staffId: { ruleId, staffId: member.staffId } }, data: { current: score } });
    }
  }
  return members.find((member) => member.staffId === turn.staffId) ?? null;
}

/**
 * The advisor with the fewest open leads for their weight (open leads divided by weight, so an advisor weighted 2
 * carries twice the leads of one weighted 1), the earliest in the pool on a tie. Compared as cross products, exactly.
 */
async function fewestOpenTurn(tx: Tx, members: PoolMember[]): Promise<PoolMember | null> {
  if (members.length === 0) return null;
  const counts = await tx.lead.groupBy({
    by: ['ownerId'],
    where: { ownerId: { in: members.map((member) => member.staffId) }, repeatOfId: null, spam: false, stage: { in: [...openStages] } },
    _count: { _all: true },
  });
  const open = new Map(counts.map((row) => [row.ownerId, row._count._all]));
  const load = (member: PoolMember) => open.get(member.staffId) ?? 0;
  return members.reduce((best, member) => (load(member) * best.weight < load(best) * member.weight ? member : best));
}

/** Whose turn it is in the rule's pool, moving its pointer; null when nobody in the pool is available. */
export async function takeTurn(tx: Tx, rule: { id: string; method: string }): Promise<PoolMember | null> {
  await lockRule(tx, rule.id);
  const members = await availableMembers(tx, rule.id);
  return rule.method === 'fewest-open' ? fewestOpenTurn(tx, members) : weightedTurn(tx, rule.id, members);
}
