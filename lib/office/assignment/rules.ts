import { LEAD_ROLES } from '@/lib/office/staff/accounts';
import { db } from '@/lib/platform/db';
import 'server-only';
import { parseConditions } from './conditions';
import { lockRule } from './pool';
import { ruleWarnings, type ConditionChoices } from './rule-checks';
import { RuleError, type RuleInput } from './rule-input';

const TAKEN_DAYS = 30;

/**
 * Every rule in the order they are tried (the fallback last), with its pool, for the admins' page: how many leads
 * it took in the last 30 days, and what it should know (conditions that can never match, an earlier rule shadowing it).
 */
export async function listRules(choices: ConditionChoices, now = new Date()) {
  const prisma = await db();
  const [rules, taken] = await Promise.all([
    prisma.assignmentRule.findMany({
      orderBy: [{ fallback: 'asc' }, { position: 'asc' }, { id: 'asc' }],
      include: {
        members: {
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
          include: { staff: { select: { name: true, active: true, awayReason: true } } },
        },
      },
    }),
    prisma.lead.groupBy({
      by: ['assignmentRuleId'],
      where: { assignmentRuleId: { not: null }, createdAt: { gte: new Date(now.getTime() - TAKEN_DAYS * 24 * 60 * 60_000) } },
      _count: { _all: true },
    }),
  ]);
  const takenBy = new Map(taken.map((row) => [row.assignmentRuleId, row._count._all]));
  const parsed = rules.map((rule) => ({ ...rule, conditions: parseConditions(rule.conditions) }));
  const warnings = ruleWarnings(parsed, choices);
  return parsed.map((rule) => ({
    ...rule,
    conditions: rule.conditions ?? {},
    takenLast30Days: takenBy.get(rule.id) ?? 0,
    warnings: warnings.get(rule.id) ?? [],
  }));
}
export type ListedRule = Awaited<ReturnType<typeof listRules>>[number];

/** The staff a pool may hold: every active member, with whether they are away now. */
export async function poolCandidates() {
  const prisma = await db();
  return prisma.staffUser.findMany({
    where: { active: true, role: { in: LEAD_ROLES } },
    orderBy: { name: 'asc' },
    select: { id: true, name: true, role: true, awayReason: true },
  });
}

function ruleColumns(input: RuleInput) {
  return {
    name: input.name,
    position: input.position,
    active: input.active,
    fallback: input.fallback,
    method: input.method,
    targetMinutes: input.targetMinutes,
    workDays: input.workDays.join(','),
    workStart: input.workStart,
    workEnd: input.workEnd,
    conditions: JSON.stringify(input.fallback ? {} : input.conditions),
  };
}

/**
 * Creates a rule, or replaces one (`id`) with its pool. Only active staff join a pool; the round robin
 * starts afresh (every score 0) under the rule's lock, so a lead stored meanwhile sees the old pool or the new,
 * never half of each. Making a rule the fallback makes it the only one.
 */
export async function saveRule(input: RuleInput, id?: string): Promise<string> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const staff = await tx.staffUser.findMany({
      where: { id: { in: input.pool.map((member) => member.staffId) }, active: true, role: { in: LEAD_ROLES } },
      select: { id: true },
    });
    const known = new Set(staff.map((member) => member.id));
    const pool = input.pool.filter((member) => known.has(member.staffId));
    if (pool.length === 0) throw new RuleError('pool');
    if (input.fallback)
      await tx.assignmentRule.updateMany({ where: { fallback: true, ...(id ? { id: { not: id } } : {}) }, data: { fallback: false } });
    let ruleId = id;
    if (ruleId) {
      await lockRule(tx, ruleId);
      const { count } = await tx.assignmentRule.updateMany({ where: { id: ruleId }, data: ruleColumns(input) });
      if (count === 0) throw new RuleError('missing');
      await tx.assignmentPoolMember.deleteMany({ where: { ruleId } });
    } else {
      ruleId = (await tx.assignmentRule.create({ data: ruleColumns(input), select: { id: true } })).id;
    }
    await tx.assignmentPoolMember.createMany({
      data: pool.map((member, position) => ({ ruleId: ruleId!, staffId: member.staffId, weight: member.weight, position })),
    });
    return ruleId;
  });
}

/** Deletes a rule; its leads keep their owners, and a running clock keeps the default target and hours. */
export async function deleteRule(id: string): Promise<void> {
  const prisma = await db();
  const { count } = await prisma.assignmentRule.deleteMany({ where: { id } });
  if (count === 0) throw new RuleError('missing');
}
