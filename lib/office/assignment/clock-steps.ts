import type { Prisma } from '@/lib/generated/prisma/client';
import { queueAdvisorNotice } from '@/lib/office/notify/advisor-notice';
import { databaseEngine, db } from '@/lib/platform/db';
import 'server-only';
import { clockFor, moveDueAt, triedOwners, type ClockRule, type ClockStep } from './clock';
import { digestDueAt } from './escalation-digest';
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

/** The pool's advisors after `ownerId`, in the pool's order, going round (the owner last). */
function roundFrom(members: PoolMember[], ownerId: string | null): PoolMember[] {
  const at = members.findIndex((member) => member.staffId === ownerId);
  return at < 0 ? members : [...members.slice(at + 1), ...members.slice(0, at + 1)];
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

/** Why a lead moves on: its owner let twice the target pass, or went away (on leave, off shift) with it waiting. */
export type MoveCause = 'overdue' | 'away';

/**
 * Moves the lead to the next advisor of the pool who has not had it under this clock, on a fresh clock. When all
 * have, it is escalated: it still moves on, to the next available advisor of the pool after the owner (the owner
 * keeps it only when nobody else is available), its clock stops, and the admins hear of it in the next digest.
 * An owner gone away hands it on to anyone here, untried first; with nobody here it stays (null) on its clock.
 */
async function move(tx: Tx, lead: StepLead, now: Date, cause: MoveCause): Promise<Transition | null> {
  const rule = lead.assignmentRule;
  const tried = triedOwners(lead.clockTried);
  if (rule) await lockRule(tx, rule.id);
  const round = rule ? roundFrom(await availableMembers(tx, rule.id), lead.ownerId) : [];
  const taker = round.find((member) => member.staffId !== lead.ownerId);
  // An owner gone away hands the lead to whoever is here, if anyone; if nobody is, it waits on its clock.
  const next = round.find((member) => !tried.includes(member.staffId)) ?? (cause === 'away' ? taker : undefined);
  if (cause === 'away' && !next) return null;
  if (rule && next) {
    return {
      data: { ownerId: next.staffId, ...clockFor(rule, [...tried, next.staffId], now) },
      after: async (tx) => {
        await tx.leadEvent.create({
          data: {
            leadId: lead.id,
            kind: cause === 'away' ? 'handed-on' : 'reassigned',
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
    data: { clockStep: 'escalated' satisfies ClockStep, clockNextAt: digestDueAt(now), ...(taker ? { ownerId: taker.staffId } : {}) },
    after: async (tx) => {
      await tx.leadEvent.create({
        data: {
          leadId: lead.id,
          kind: 'escalated',
          fromValue: lead.owner?.name ?? null,
          toValue: taker?.name ?? lead.owner?.name ?? null,
          detail: rule?.name ?? null,
          createdAt: now,
        },
      });
      if (taker) await queueAdvisorNotice(tx, { staffId: taker.staffId, leadId: lead.id, kind: 'assigned' }, now);
    },
  };
}

/**
 * Runs one due step of a lead's clock: the reminder at the target, the move to the next advisor of the pool
 * at twice the target, or the escalation to the admins when the pool is exhausted. The step is a compare-and-set
 * on the state it was read in (`expected`), written in one transaction with its history and notices: a second
 * worker, or this one after a restart, finds the state moved on and does nothing, and a crash mid-step leaves
 * nothing half done. Returns whether this call ran the step. For an owner gone away (`cause` away) the move runs
 * whichever step is next, and only when someone else in the pool is here to take the lead.
 */
export async function runClockStep(expected: DueStep, now: Date, cause: MoveCause = 'overdue'): Promise<boolean> {
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
      expected.clockStep === 'reminder' && cause === 'overdue'
        ? reminder(lead, lead.assignmentRule ?? defaultClock, now)
        : await move(tx, lead, now, cause);
    if (!transition) return false;
    const { count } = await tx.lead.updateMany({
      where: { id: lead.id, clockStep: expected.clockStep, clockNextAt: expected.clockNextAt, firstContactedAt: null },
      data: transition.data,
    });
    if (count !== 1) return false;
    await transition.after(tx);
    return true;
  });
}

/**
 * Hands every lead waiting for `staffId`'s first contact to the pool at once, because they have gone away: each
 * moves now, passing them by, rather than reminding them at the target and moving at twice it. Returns how many moved.
 */
export async function handOnWaitingLeads(staffId: string, now: Date): Promise<number> {
  const prisma = await db();
  const waiting = await prisma.lead.findMany({
    where: { ownerId: staffId, clockStep: { in: ['reminder', 'move'] }, firstContactedAt: null },
    orderBy: [{ clockNextAt: 'asc' }, { id: 'asc' }],
    select: { id: true, clockStep: true, clockNextAt: true },
  });
  let moved = 0;
  for (const lead of waiting) {
    if (!lead.clockStep || !lead.clockNextAt) continue;
    if (await runClockStep({ id: lead.id, clockStep: lead.clockStep, clockNextAt: lead.clockNextAt }, now, 'away')) moved++;
  }
  return moved;
}
