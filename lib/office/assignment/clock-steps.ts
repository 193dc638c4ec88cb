import type { Prisma } from '@/lib/generated/prisma/client';
import { queueAdvisorNotice } from '@/lib/office/notify/advisor-notice';
import { databaseEngine, db } from '@/lib/platform/db';
import 'server-only';
import { clockFor, moveDueAt, triedOwners, type ClockRule, type ClockStep } from './clock';
import { availableMembers, lockRule, type PoolMember } from './pool';

type Tx = Prisma.TransactionClient;

/** A lead whose clock has a step due, as it was read: the step runs only if this is still its state. */
export type DueStep = { id: string; clockStep: string; clockNextAt: Date };

/** A lead whose rule has been deleted keeps the default clock. */
const defaultClock: ClockRule = { targetMinutes: 15, workDays: '1,2,3,4,5,6', workStart: 540, workEnd: 1140 };

/** Leads whose next clock step is due, oldest due first; contacted leads have no clock. */
export async function dueClockSteps(now: Date, limit: number): Promise<DueStep[]> {
  const prisma = await db();
  const rows = await prisma.lead.findMany({
    where: { clockStep: { in: ['reminder', 'move'] }, clockNextAt: { lte: now }, firstContactedAt: null },
    orderBy: [{ clockNextAt: 'asc' }, { id: 'asc' }],
    take: limit,
    select: { id: true, clockStep: true, clockNextAt: true },
  });
  return rows.flatMap((row) =>
    row.clockStep && row.clockNextAt ? [{ id: row.id, clockStep: row.clockStep, clockNextAt: row.clockNextAt }] : [],
  );
}

/**
 * Claims the lead's row for this transaction. On PostgreSQL a row another worker is stepping is skipped
 * (FOR UPDATE SKIP LOCKED), not waited for; on SQLite the transaction is the only writer anyway.
 */
async function claimLead(tx: Tx, id: string): Promise<boolean> {
  if (databaseEngine() !== 'postgres') return true;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Enquiry" WHERE "id" = ${id} FOR UPDATE SKIP LOCKED`;
  return rows.length === 1;
}

/** The next advisor of the pool after `ownerId`, in the pool's order, who has not held the lead under this clock. */
function nextInPool(members: PoolMember[], ownerId: string | null, tried: string[]): PoolMember | undefined {
  const at = members.findIndex((member) => member.staffId === ownerId);
  const rotated = at < 0 ? members : [...members.slice(at + 1), ...members.slice(0, at + 1)];
  return rotated.find((member) => !tried.includes(member.staffId));
}

type StepLead = Prisma.LeadGetPayload<{ include: { owner: { select: { name: true } }; assignmentRule: true } }>;
type Transition = { data: Prisma.LeadUncheckedUpdateManyInput; after: (tx: Tx) => Promise<void> };

function reminder(lead: StepLead, rule: ClockRule, now: Date): Transition {
  return {
    data: { clockStep: 'move' satisfies ClockStep, clockNextAt: moveDueAt(rule, lead.clockStartedAt ?? now) },
    after: async (tx) => {
      await tx.leadEvent.create({ data: { leadId: lead.id, kind: 'reminder', toValue: lead.owner?.name ?? null, createdAt: now } });
      if (lead.ownerId) await queueAdvisorNotice(tx, { staffId: lead.ownerId, leadId: lead.id, kind: 'reminder' }, now);
    },
  };
}

async function move(tx: Tx, lead: StepLead, now: Date): Promise<Transition> {
  const rule = lead.assignmentRule;
  const tried = triedOwners(lead.clockTried);
  if (rule) await lockRule(tx, rule.id);
  const next = rule ? nextInPool(await availableMembers(tx, rule.id), lead.ownerId, tried) : undefined;
  if (rule && next) {
    return {
      data: { ownerId: next.staffId, ...clockFor(rule, [...tried, next.staffId], now) },
      after: async (tx) => {
        await tx.leadEvent.create({
          data: {
            leadId: lead.id,
            kind: 'reassigned',
            fromValue: lead.owner?.name ?? null,
            toValue: next.name,
            detail: rule.name,
            createdAt: now,
          },
        });
        await queueAdvisorNotice(tx, { staffId: next.staffId, leadId: lead.id, kind: 'assigned' }, now);
      },
    };
  }
  return {
    data: { clockStep: 'escalated' satisfies ClockStep, clockNextAt: null },
    after: async (tx) => {
      await tx.leadEvent.create({
        data: { leadId: lead.id, kind: 'escalated', fromValue: lead.owner?.name ?? null, detail: rule?.name ?? null, createdAt: now },
      });
      const admins = await tx.staffUser.findMany({ where: { role: 'admin', active: true }, select: { id: true }, orderBy: { id: 'asc' } });
      for (const admin of admins) await queueAdvisorNotice(tx, { staffId: admin.id, leadId: lead.id, kind: 'escalated' }, now);
    },
  };
}

/**
 * Runs one due step of a lead's clock: the reminder at the target, the move to the next advisor of the pool
 * at twice the target, or the escalation to the admins when the pool is exhausted. The step is a compare-and-set
 * on the state it was read in (`expected`), written in one transaction with its history and notices: a second
 * worker, or this one after a restart, finds the state moved on and does nothing, and a crash mid-step leaves
 * nothing half done. Returns whether this call ran the step.
 */
export async function runClockStep(expected: DueStep, now: Date): Promise<boolean> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    if (!(await claimLead(tx, expected.id))) return false;
    const lead = await tx.lead.findUnique({
      where: { id: expected.id },
      include: { owner: { select: { name: true } }, assignmentRule: true },
    });
    if (
      !lead ||
      lead.clockStep !== expected.clockStep ||
      lead.clockNextAt?.getTime() !== expected.clockNextAt.getTime() ||
      lead.firstContactedAt
    )
      return false;
    const transition =
      expected.clockStep === 'reminder' ? reminder(lead, lead.assignmentRule ?? defaultClock, now) : await move(tx, lead, now);
    const { count } = await tx.lead.updateMany({
      where: { id: lead.id, clockStep: expected.clockStep, clockNextAt: expected.clockNextAt, firstContactedAt: null },
      data: transition.data,
    });
    if (count !== 1) return false;
    await transition.after(tx);
    return true;
  });
}
